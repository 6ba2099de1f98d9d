-- Hours typed the way a Spanish speaker in the US types them (docs/decisions/041), read
-- by the same one function as before (migration 0020, docs/decisions/031) into the same minutes:
-- "9 a.m. a 5 p.m." ("a": to), "de 9 a. m. a 5 p. m.", "24 horas", "abierto 24 horas", and the
-- no-break spaces that "a. m." is often written with (U+00A0; U+202F, as Intl writes "9:00 AM").
-- It reads everything it read, alike; only text it could not read may now read.
CREATE OR REPLACE FUNCTION listing_opening_minutes(hours text) RETURNS int4range
LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT CASE
    WHEN spaced ~* '^\s*((open|abierto)\s+)?(24\s*(hours|hrs|hr|h|horas)|24/7)\s*$' THEN int4range(0, 1440)
    WHEN t.opens IS NULL OR t.closes IS NULL OR t.opens >= t.closes THEN NULL
    ELSE int4range(t.opens, t.closes)
  END
  FROM (
    SELECT
      spaced,
      CASE WHEN m[3] IS NOT NULL AND m[6] IS NOT NULL AND m[1]::int BETWEEN 1 AND 12 THEN (m[1]::int % 12 + CASE WHEN lower(m[3]) = 'p' THEN 12 ELSE 0 END) * 60 + coalesce(m[2]::int, 0)
           WHEN m[3] IS NULL AND m[6] IS NULL AND m[2] IS NOT NULL AND m[1]::int < 24 THEN m[1]::int * 60 + m[2]::int
      END AS opens,
      CASE WHEN m[3] IS NOT NULL AND m[6] IS NOT NULL AND m[4]::int BETWEEN 1 AND 12 THEN coalesce(nullif((m[4]::int % 12 + CASE WHEN lower(m[6]) = 'p' THEN 12 ELSE 0 END) * 60 + coalesce(m[5]::int, 0), 0), 1440)
           WHEN m[3] IS NULL AND m[6] IS NULL AND m[5] IS NOT NULL AND m[4]::int <= 24 THEN coalesce(nullif(m[4]::int * 60 + m[5]::int, 0), 1440)
      END AS closes
    FROM (
      SELECT spaced, regexp_match(spaced, '^\s*(?:de\s+)?(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])\.?\s*m\.?)?\s*(?:-|–|—|to|a)\s*(\d{1,2})(?::([0-5]\d))?\s*(?:([ap])\.?\s*m\.?)?\s*$', 'i') AS m
      FROM (SELECT translate(hours, U&'\00A0\202F', '  ') AS spaced) s
    ) parsed
  ) t
$$;
--> statement-breakpoint
-- Stored generated columns keep what they were computed with: work out again the listings whose
-- hours the new reading now understands (a superset: no other listing's minutes change).
UPDATE "providers" SET "availability_hours" = "availability_hours"
WHERE "opens_minute" IS NULL AND listing_opening_minutes("availability_hours") IS NOT NULL;
