-- What the admin's search of travel requests looks in, from the whole stored request: every traveler's
-- first and last name and e-mail, then every ID and passport number, space separated. IMMUTABLE: it
-- reads only its argument, so a stored generated column can call it.
CREATE FUNCTION "travel_search_text"(request jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    (SELECT string_agg(concat_ws(' ', t->>'firstName', t->>'lastName', t->>'email'), ' ' ORDER BY n)
       FROM jsonb_array_elements(request->'travelers') WITH ORDINALITY AS x(t, n)),
    (SELECT string_agg(concat_ws(' ', a->>'idNumber', nullif(a->>'passportNumber', '')), ' ' ORDER BY n)
       FROM jsonb_array_elements(request->'addresses') WITH ORDINALITY AS y(a, n)))
$$;--> statement-breakpoint
DROP INDEX "travel_insurance_full_name_trgm_idx";--> statement-breakpoint
DROP INDEX "travel_insurance_email_trgm_idx";--> statement-breakpoint
DROP INDEX "travel_insurance_id_number_idx";--> statement-breakpoint
ALTER TABLE "travel_insurance" ADD COLUMN "search_text" text GENERATED ALWAYS AS (travel_search_text(request)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "travel_insurance_search_text_trgm_idx" ON "travel_insurance" USING gin ("search_text" gin_trgm_ops);