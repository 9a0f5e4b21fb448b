CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"referrer_host" text,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "analytics_events_name_check" CHECK ("analytics_events"."name" IN ('page_view', 'assessment_started', 'assessment_completed', 'slot_chosen', 'booking_made', 'registration', 'enquiry'))
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_at_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_visitor_idx" ON "analytics_events" USING btree ("visitor_hash","occurred_at");