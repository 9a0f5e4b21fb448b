CREATE TABLE "realtime_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "realtime_pending" (
	"tx" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	CONSTRAINT "realtime_pending_pkey" PRIMARY KEY("tx","payload")
);
--> statement-breakpoint
CREATE INDEX "realtime_events_created_at_idx" ON "realtime_events" USING btree ("created_at");