CREATE TABLE "source_aliases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"source_name" text,
	"constituent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text
);
--> statement-breakpoint
CREATE TABLE "source_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"import_id" uuid,
	"counts" jsonb NOT NULL,
	"error" text,
	"triggered_by_id" text,
	CONSTRAINT "source_runs_status_check" CHECK ("source_runs"."status" IN ('ok', 'failed')),
	CONSTRAINT "source_runs_error_check" CHECK (("source_runs"."status" = 'failed') = ("source_runs"."error" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "source_aliases" ADD CONSTRAINT "source_aliases_constituent_id_treasury_constituents_id_fk" FOREIGN KEY ("constituent_id") REFERENCES "public"."treasury_constituents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_runs" ADD CONSTRAINT "source_runs_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "source_aliases_key_idx" ON "source_aliases" USING btree ("source","source_key");--> statement-breakpoint
CREATE INDEX "source_runs_source_idx" ON "source_runs" USING btree ("source","started_at" DESC NULLS LAST);