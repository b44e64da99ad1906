ALTER TABLE "travel_insurance" ADD COLUMN "lookup_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_insurance" ADD COLUMN "data_key_id" text;--> statement-breakpoint
CREATE INDEX "travel_insurance_lookup_hashes_idx" ON "travel_insurance" USING gin ("lookup_hashes");--> statement-breakpoint
-- ID and passport numbers are encrypted from now on: the admin's search looks in names and e-mails only
-- (exact numbers through lookup_hashes). Rows stored before get their numbers encrypted at start, whose
-- update also recomputes search_text.
CREATE OR REPLACE FUNCTION "travel_search_text"(request jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((SELECT string_agg(concat_ws(' ', t->>'firstName', t->>'lastName', t->>'email'), ' ' ORDER BY n)
    FROM jsonb_array_elements(request->'travelers') WITH ORDINALITY AS x(t, n)), '')
$$;
