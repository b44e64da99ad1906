ALTER TABLE "email_outbox" ADD COLUMN "secret" text;--> statement-breakpoint
-- links written before the secret was sealed: out of a sent message's row (the recipient has it) and of
-- any older than a day (past both links' lifetimes); a link still waiting to be sent is left to work
UPDATE "email_outbox" SET "text" = regexp_replace("text", '\?token=[A-Za-z0-9_-]+', '?token=', 'g') WHERE "kind" IN ('password-reset', 'email-verification') AND ("status" = 'sent' OR "created_at" < now() - interval '1 day');
