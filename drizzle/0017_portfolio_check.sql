CREATE TABLE "portfolio_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portfolio_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"portfolio_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_portfolios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_portfolios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"holder_hash" text NOT NULL,
	"report" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portfolio_reviews" ADD CONSTRAINT "portfolio_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_reviews" ADD CONSTRAINT "portfolio_reviews_portfolio_id_saved_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."saved_portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_portfolios" ADD CONSTRAINT "saved_portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portfolio_reviews_created_at_idx" ON "portfolio_reviews" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "portfolio_reviews_status_created_at_idx" ON "portfolio_reviews" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "portfolio_reviews_portfolio_id_idx" ON "portfolio_reviews" USING btree ("portfolio_id");--> statement-breakpoint
CREATE INDEX "saved_portfolios_user_id_idx" ON "saved_portfolios" USING btree ("user_id","imported_at" DESC NULLS LAST);