CREATE TABLE "blog_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"post_id" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "blog_posts_published_created_at_idx";--> statement-breakpoint
DROP INDEX "blog_posts_category_id_idx";--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_images" ADD CONSTRAINT "blog_images_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_images_post_id_idx" ON "blog_images" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "blog_images_unlinked_idx" ON "blog_images" USING btree ("created_at") WHERE "blog_images"."post_id" is null;--> statement-breakpoint
CREATE INDEX "blog_posts_published_created_at_id_idx" ON "blog_posts" USING btree ("published","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_category_published_created_at_idx" ON "blog_posts" USING btree ("category_id","published","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_created_at_id_idx" ON "blog_posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "blog_posts_title_trgm_idx" ON "blog_posts" USING gin ("title" gin_trgm_ops);