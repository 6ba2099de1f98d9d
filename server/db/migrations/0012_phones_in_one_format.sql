-- One phone format (common/phone.ts, docs/decisions/021): sign-up, the account page, listings and
-- state agencies stored a number as it was typed, the CSV import as 303-555-0100. Rewrites the
-- others in that format when they are a US number with its area code; leaves the rest as they are.
-- Idempotent: a number already in the format is not touched.
UPDATE "users" SET "phone" = regexp_replace(regexp_replace(regexp_replace("phone", '\D', '', 'g'), '^1(\d{10})$', '\1'), '^(\d{3})(\d{3})(\d{4})$', '\1-\2-\3')
WHERE "phone" !~ '^[2-9]\d{2}-[2-9]\d{2}-\d{4}( ext\. \d{1,6})?$'
  AND "phone" !~ '[A-Za-z]'
  AND regexp_replace(regexp_replace("phone", '\D', '', 'g'), '^1(\d{10})$', '\1') ~ '^[2-9]\d{2}[2-9]\d{6}$';
--> statement-breakpoint
UPDATE "providers" SET "phone" = regexp_replace(regexp_replace(regexp_replace("phone", '\D', '', 'g'), '^1(\d{10})$', '\1'), '^(\d{3})(\d{3})(\d{4})$', '\1-\2-\3')
WHERE "phone" !~ '^[2-9]\d{2}-[2-9]\d{2}-\d{4}( ext\. \d{1,6})?$'
  AND "phone" !~ '[A-Za-z]'
  AND regexp_replace(regexp_replace("phone", '\D', '', 'g'), '^1(\d{10})$', '\1') ~ '^[2-9]\d{2}[2-9]\d{6}$';
--> statement-breakpoint
UPDATE "state_agencies" SET "phone" = regexp_replace(regexp_replace(regexp_replace("phone", '\D', '', 'g'), '^1(\d{10})$', '\1'), '^(\d{3})(\d{3})(\d{4})$', '\1-\2-\3')
WHERE "phone" !~ '^[2-9]\d{2}-[2-9]\d{2}-\d{4}( ext\. \d{1,6})?$'
  AND "phone" !~ '[A-Za-z]'
  AND regexp_replace(regexp_replace("phone", '\D', '', 'g'), '^1(\d{10})$', '\1') ~ '^[2-9]\d{2}[2-9]\d{6}$';
