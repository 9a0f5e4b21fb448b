-- The source of a constituent's market cap and capital structure (market_caps.csv's note for
-- seeded rows), apart from source_note, the holdings' source. Rows seeded earlier get it from
-- the seed step (backfillMarketCapNotes in server/db/seed/load.ts), not here: the note is data.
ALTER TABLE "treasury_constituents" ADD COLUMN "market_cap_source_note" text;
