DROP INDEX "members_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_lower_key" ON "members" USING btree (lower("email"));