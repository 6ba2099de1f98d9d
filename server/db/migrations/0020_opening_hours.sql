-- Who is open now (docs/decisions/031). A listing's hours are free text
-- ("9:00 AM - 5:00 PM", "24 hours"); the database reads them into minutes of the day, once, as
-- stored generated columns, so that matching can compare them with the time in the listing's
-- state and every way a listing is written (the form, the import, the seed) keeps them right.
-- Text it cannot read ("by appointment", "6:00 PM - 2:00 AM") gives null: hours unknown.
-- Read: "H[:MM] am|pm - H[:MM] am|pm" (also "a.m.", "to", en and em dashes), "HH:MM - HH:MM"
-- on a 24-hour clock, and "24 hours", "open 24 hours", "24/7"; a closing time of midnight is 1440.
CREATE FUNCTION listing_opening_minutes(hours text) RETURNS int4range
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT CASE
    WHEN hours ~* '^\s*(open\s+)?(24\s*(hours|hrs|hr|h)|24/7)\s*$' THEN int4range(0, 1440)
    WHEN t.opens IS NULL OR t.closes IS NULL OR t.opens >= t.closes THEN NULL
    ELSE int4range(t.opens, t.closes)
  END
  FROM (
    SELECT
      CASE WHEN m[3] IS NOT NULL AND m[6] IS NOT NULL AND m[1]::int BETWEEN 1 AND 12 THEN (m[1]::int % 12 + CASE WHEN lower(m[3]) = 'p' THEN 12 ELSE 0 END) * 60 + coalesce(m[2]::int, 0)
           WHEN m[3] IS NULL AND m[6] IS NULL AND m[2] IS NOT NULL AND m[1]::int < 24 THEN m[1]::int * 60 + m[2]::int
      END AS opens,
      CASE WHEN m[3] IS NOT NULL AND m[6] IS NOT NULL AND m[4]::int BETWEEN 1 AND 12 THEN coalesce(nullif((m[4]::int % 12 + CASE WHEN lower(m[6]) = 'p' THEN 12 ELSE 0 END) * 60 + coalesce(m[5]::int, 0), 0), 1440)
           WHEN m[3] IS NULL AND m[6] IS NULL AND m[5] IS NOT NULL AND m[4]::int <= 24 THEN coalesce(nullif(m[4]::int * 60 + m[5]::int, 0), 1440)
      END AS closes
    FROM (SELECT regexp_match(hours, '^\s*(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])\.?\s*m\.?)?\s*(?:-|–|—|to)\s*(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])\.?\s*m\.?)?\s*$', 'i') AS m) parsed
  ) t
$$;
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "opens_minute" integer GENERATED ALWAYS AS (lower(listing_opening_minutes(availability_hours))) STORED;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "closes_minute" integer GENERATED ALWAYS AS (upper(listing_opening_minutes(availability_hours))) STORED;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "hotline_24h" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A listing that already said "24 hours" on all seven days answers at any hour: its hotline.
UPDATE "providers" SET "hotline_24h" = true
WHERE "opens_minute" = 0 AND "closes_minute" = 1440
  AND "availability_days" @> ARRAY['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
