ALTER TABLE "contact_messages" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_idempotency_key_key" ON "contact_messages" USING btree ("idempotency_key");