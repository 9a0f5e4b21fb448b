CREATE TABLE "job_status" (
	"name" text PRIMARY KEY NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"last_outcome" text,
	"run_count" integer DEFAULT 0 NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "job_status_counts_check" CHECK ("job_status"."run_count" >= 0 AND "job_status"."failure_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "request_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "request_counters_count_check" CHECK ("request_counters"."count" >= 0)
);
--> statement-breakpoint
CREATE INDEX "request_counters_window_start_idx" ON "request_counters" USING btree ("window_start");