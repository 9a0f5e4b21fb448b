-- The seeded featured quote's source label in the site's one date style (ADR 118). A
-- database seeded before that change still carries the day-month-year label; only that exact
-- seeded text changes, so a label an admin wrote is left as it is.
UPDATE "testimonials"
SET "source_label" = 'MicroStrategy press release, Business Wire, Aug 11, 2020'
WHERE "source_label" = 'MicroStrategy press release, Business Wire, 11 August 2020';
