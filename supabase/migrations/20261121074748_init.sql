CREATE TABLE "index_history" (
	"id" text PRIMARY KEY NOT NULL,
	"date" date NOT NULL,
	"index_value" numeric NOT NULL,
	"total_btc" numeric,
	"total_market_cap" numeric,
	"constituent_count" integer,
	"performance_1d" numeric,
	"performance_7d" numeric,
	"performance_30d" numeric,
	"index_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_history_index_type_date_key" UNIQUE("index_type","date"),
	CONSTRAINT "index_history_index_value_check" CHECK ("index_history"."index_value" >= 0),
	CONSTRAINT "index_history_total_btc_check" CHECK ("index_history"."total_btc" IS NULL OR "index_history"."total_btc" >= 0),
	CONSTRAINT "index_history_total_market_cap_check" CHECK ("index_history"."total_market_cap" IS NULL OR "index_history"."total_market_cap" >= 0),
	CONSTRAINT "index_history_constituent_count_check" CHECK ("index_history"."constituent_count" IS NULL OR "index_history"."constituent_count" >= 0),
	CONSTRAINT "index_history_index_type_check" CHECK ("index_history"."index_type" IN ('bitcoin_treasury', 'bitcoin_treasury_starter', 'green_vault'))
);
--> statement-breakpoint
CREATE TABLE "price_data" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"price" numeric NOT NULL,
	"timestamp" timestamp with time zone NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_data_symbol_timestamp_key" UNIQUE("symbol","timestamp"),
	CONSTRAINT "price_data_price_check" CHECK ("price_data"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "seed_log" (
	"dataset" text PRIMARY KEY NOT NULL,
	"rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"author" text NOT NULL,
	"title" text,
	"company" text,
	"image" text,
	"featured" boolean DEFAULT false NOT NULL,
	"quoted_on" date,
	"source_label" text,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treasury_constituents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text NOT NULL,
	"ticker" text,
	"btc_holdings" numeric NOT NULL,
	"btc_value_usd" numeric DEFAULT 0 NOT NULL,
	"market_cap" numeric,
	"btc_percentage_of_assets" numeric,
	"index_weight" numeric DEFAULT 0 NOT NULL,
	"sector" text,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"index_type" text DEFAULT 'bitcoin_treasury' NOT NULL,
	"country" text,
	"exchange" text,
	"as_of" text,
	"as_of_date" date,
	"source_note" text,
	"market_cap_as_of" text,
	"renewable_energy_pct" numeric,
	"renewable_claim_basis" text,
	"renewable_as_of" text,
	"shares_outstanding" numeric,
	"total_debt_usd" numeric,
	"preferred_usd" numeric,
	"cash_usd" numeric,
	"capital_as_of" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_constituents_index_type_company_name_key" UNIQUE("index_type","company_name"),
	CONSTRAINT "treasury_constituents_btc_holdings_check" CHECK ("treasury_constituents"."btc_holdings" >= 0),
	CONSTRAINT "treasury_constituents_btc_value_usd_check" CHECK ("treasury_constituents"."btc_value_usd" >= 0),
	CONSTRAINT "treasury_constituents_market_cap_check" CHECK ("treasury_constituents"."market_cap" IS NULL OR "treasury_constituents"."market_cap" > 0),
	CONSTRAINT "treasury_constituents_btc_percentage_check" CHECK ("treasury_constituents"."btc_percentage_of_assets" IS NULL OR "treasury_constituents"."btc_percentage_of_assets" >= 0),
	CONSTRAINT "treasury_constituents_index_weight_check" CHECK ("treasury_constituents"."index_weight" BETWEEN 0 AND 100),
	CONSTRAINT "treasury_constituents_renewable_pct_check" CHECK ("treasury_constituents"."renewable_energy_pct" IS NULL OR "treasury_constituents"."renewable_energy_pct" BETWEEN 0 AND 100),
	CONSTRAINT "treasury_constituents_capital_check" CHECK (("treasury_constituents"."shares_outstanding" IS NULL OR "treasury_constituents"."shares_outstanding" >= 0)
        AND ("treasury_constituents"."total_debt_usd" IS NULL OR "treasury_constituents"."total_debt_usd" >= 0)
        AND ("treasury_constituents"."preferred_usd" IS NULL OR "treasury_constituents"."preferred_usd" >= 0)
        AND ("treasury_constituents"."cash_usd" IS NULL OR "treasury_constituents"."cash_usd" >= 0)),
	CONSTRAINT "treasury_constituents_index_type_check" CHECK ("treasury_constituents"."index_type" IN ('bitcoin_treasury', 'bitcoin_etf', 'government_reserve', 'green_vault'))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_key" UNIQUE("user_id","role"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" IN ('admin', 'user'))
);
--> statement-breakpoint
CREATE INDEX "price_data_symbol_timestamp_idx" ON "price_data" USING btree ("symbol","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_one_featured_idx" ON "testimonials" USING btree ("featured") WHERE "testimonials"."featured";--> statement-breakpoint
CREATE INDEX "treasury_constituents_index_type_idx" ON "treasury_constituents" USING btree ("index_type","index_weight" DESC NULLS LAST,"btc_holdings" DESC NULLS LAST);