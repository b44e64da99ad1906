CREATE TABLE "policy_renewal_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "policy_renewal_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"policy_id" integer NOT NULL,
	"actor_id" integer,
	"renewal_status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "company" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "premium" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "premium_period" text;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "coverages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "renewal_status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "reminded45_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "insurance_policies" ADD COLUMN "reminded10_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policy_renewal_events" ADD CONSTRAINT "policy_renewal_events_policy_id_insurance_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."insurance_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_renewal_events" ADD CONSTRAINT "policy_renewal_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_renewal_events_policy_id_idx" ON "policy_renewal_events" USING btree ("policy_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "insurance_policies_active_end_idx" ON "insurance_policies" USING btree ("end_date","id") WHERE "insurance_policies"."status" = 'active';--> statement-breakpoint
CREATE INDEX "insurance_policies_reminder_due_idx" ON "insurance_policies" USING btree ("end_date") WHERE "insurance_policies"."status" = 'active' and "insurance_policies"."renewal_status" not in ('renewed', 'lost') and "insurance_policies"."reminded10_at" is null;