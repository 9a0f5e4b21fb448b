CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"action" text NOT NULL,
	"origin" text NOT NULL,
	"table_name" text NOT NULL,
	"row_id" text,
	"index_type" text,
	"ticker" text,
	"company_name" text,
	"as_of" text,
	"source" text,
	"before" jsonb,
	"after" jsonb,
	"import_id" uuid
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_id" text,
	"created_by_name" text,
	"file_name" text,
	"format" text NOT NULL,
	"kind" text NOT NULL,
	"mode" text NOT NULL,
	"index_types" text[] NOT NULL,
	"status" text NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"added_count" integer DEFAULT 0 NOT NULL,
	"changed_count" integer DEFAULT 0 NOT NULL,
	"unchanged_count" integer DEFAULT 0 NOT NULL,
	"removed_count" integer DEFAULT 0 NOT NULL,
	"invalid_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"fingerprint" text,
	"payload" jsonb,
	"committed_at" timestamp with time zone,
	"committed_by_id" text,
	"committed_by_name" text,
	"undone_at" timestamp with time zone,
	"undone_by_id" text,
	"undone_by_name" text,
	CONSTRAINT "data_imports_status_check" CHECK ("data_imports"."status" IN ('previewed', 'invalid', 'committed', 'undone', 'discarded')),
	CONSTRAINT "data_imports_mode_check" CHECK ("data_imports"."mode" IN ('upsert', 'replace')),
	CONSTRAINT "data_imports_format_check" CHECK ("data_imports"."format" IN ('csv', 'json')),
	CONSTRAINT "data_imports_counts_check" CHECK ("data_imports"."row_count" >= 0 AND "data_imports"."added_count" >= 0 AND "data_imports"."changed_count" >= 0
        AND "data_imports"."unchanged_count" >= 0 AND "data_imports"."removed_count" >= 0 AND "data_imports"."invalid_count" >= 0
        AND "data_imports"."skipped_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_import_id_data_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."data_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_row_idx" ON "audit_log" USING btree ("table_name","row_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_import_id_idx" ON "audit_log" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "data_imports_created_at_idx" ON "data_imports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "data_imports_committed_at_idx" ON "data_imports" USING btree ("status","committed_at" DESC NULLS LAST);