-- the admin list's name and e-mail search (trigram GIN indexes below); trusted, so a database owner may create it
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "travel_insurance_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "travel_insurance_status_idx";--> statement-breakpoint
DROP INDEX "travel_insurance_created_at_idx";--> statement-breakpoint
ALTER TABLE "travel_insurance" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "travel_insurance_idempotency_key_key" ON "travel_insurance" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "travel_insurance_status_created_at_idx" ON "travel_insurance" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "travel_insurance_full_name_trgm_idx" ON "travel_insurance" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_insurance_email_trgm_idx" ON "travel_insurance" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "travel_insurance_id_number_idx" ON "travel_insurance" USING btree ("id_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "travel_insurance_created_at_idx" ON "travel_insurance" USING btree ("created_at","id");--> statement-breakpoint
-- travel_insurance_counts follows every insert, status change, delete and truncate of travel_insurance,
-- one statement at a time (the admin list reads its filter chips and total from it)
INSERT INTO "travel_insurance_counts" ("status", "count")
SELECT s, (SELECT count(*) FROM "travel_insurance" t WHERE t."status" = s)
FROM unnest(ARRAY['pending', 'approved', 'rejected']) AS s;--> statement-breakpoint
CREATE FUNCTION "travel_insurance_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "travel_insurance_counts" SET "count" = 0 WHERE "count" <> 0;
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE "travel_insurance_counts" c SET "count" = c."count" + d.delta
    FROM (SELECT "status", count(*)::int AS delta FROM new_rows GROUP BY "status") d
    WHERE c."status" = d."status";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "travel_insurance_counts" c SET "count" = c."count" - d.delta
    FROM (SELECT "status", count(*)::int AS delta FROM old_rows GROUP BY "status") d
    WHERE c."status" = d."status";
  ELSE
    UPDATE "travel_insurance_counts" c SET "count" = c."count" + d.delta
    FROM (
      SELECT "status", sum(delta)::int AS delta
      FROM (SELECT "status", 1 AS delta FROM new_rows UNION ALL SELECT "status", -1 FROM old_rows) x
      GROUP BY "status"
    ) d
    WHERE c."status" = d."status" AND d.delta <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "travel_insurance_count_insert" AFTER INSERT ON "travel_insurance"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "travel_insurance_count"();--> statement-breakpoint
CREATE TRIGGER "travel_insurance_count_update" AFTER UPDATE ON "travel_insurance"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "travel_insurance_count"();--> statement-breakpoint
CREATE TRIGGER "travel_insurance_count_delete" AFTER DELETE ON "travel_insurance"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "travel_insurance_count"();--> statement-breakpoint
CREATE TRIGGER "travel_insurance_count_truncate" AFTER TRUNCATE ON "travel_insurance"
  FOR EACH STATEMENT EXECUTE FUNCTION "travel_insurance_count"();
