CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"answers" jsonb NOT NULL,
	"overall" smallint NOT NULL,
	"level" text NOT NULL,
	"result" jsonb NOT NULL,
	"email" text,
	"copy_requested" boolean DEFAULT false NOT NULL,
	"user_id" text,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_token_unique" UNIQUE("token"),
	CONSTRAINT "assessments_overall_check" CHECK ("assessments"."overall" BETWEEN 0 AND 100),
	CONSTRAINT "assessments_level_check" CHECK ("assessments"."level" IN ('early', 'developing', 'ready'))
);
--> statement-breakpoint
CREATE TABLE "availability_blackouts" (
	"date" date PRIMARY KEY NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_hours_weekday_start_key" UNIQUE("weekday","start_minute"),
	CONSTRAINT "availability_hours_weekday_check" CHECK ("availability_hours"."weekday" BETWEEN 1 AND 7),
	CONSTRAINT "availability_hours_minutes_check" CHECK ("availability_hours"."start_minute" >= 0 AND "availability_hours"."end_minute" <= 1440 AND "availability_hours"."end_minute" - "availability_hours"."start_minute" >= 30)
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"name" text,
	"email" text,
	"company" text,
	"role" text,
	"topic" text,
	"visitor_time_zone" text NOT NULL,
	"assessment_id" uuid,
	"user_id" text,
	"manage_token" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultations_manage_token_unique" UNIQUE("manage_token"),
	CONSTRAINT "consultations_status_check" CHECK ("consultations"."status" IN ('booked', 'cancelled', 'done')),
	CONSTRAINT "consultations_times_check" CHECK ("consultations"."ends_at" > "consultations"."starts_at"),
	CONSTRAINT "consultations_person_check" CHECK ("consultations"."erased_at" IS NOT NULL OR ("consultations"."name" IS NOT NULL AND "consultations"."email" IS NOT NULL AND "consultations"."company" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text,
	"email" text,
	"company" text,
	"tier" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" text,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_tier_check" CHECK ("enquiries"."tier" IN ('foundations', 'professional', 'executive')),
	CONSTRAINT "enquiries_status_check" CHECK ("enquiries"."status" IN ('new', 'invoiced', 'closed')),
	CONSTRAINT "enquiries_person_check" CHECK ("enquiries"."erased_at" IS NOT NULL OR ("enquiries"."name" IS NOT NULL AND "enquiries"."email" IS NOT NULL AND "enquiries"."company" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "webinar_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"status" text DEFAULT 'registered' NOT NULL,
	"user_id" text,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_registrations_session_email_key" UNIQUE("session_id","email"),
	CONSTRAINT "webinar_registrations_status_check" CHECK ("webinar_registrations"."status" IN ('registered', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "webinar_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"abstract" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"join_url" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"series_key" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_sessions_series_starts_at_key" UNIQUE("series_key","starts_at"),
	CONSTRAINT "webinar_sessions_status_check" CHECK ("webinar_sessions"."status" IN ('scheduled', 'cancelled')),
	CONSTRAINT "webinar_sessions_duration_check" CHECK ("webinar_sessions"."duration_minutes" BETWEEN 15 AND 480),
	CONSTRAINT "webinar_sessions_capacity_check" CHECK ("webinar_sessions"."capacity" BETWEEN 1 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'sent' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sensitive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_session_id_webinar_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."webinar_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_created_at_idx" ON "assessments" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assessments_email_idx" ON "assessments" USING btree ("email");--> statement-breakpoint
CREATE INDEX "assessments_user_id_idx" ON "assessments" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_active_slot_idx" ON "consultations" USING btree ("starts_at") WHERE "consultations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "consultations_starts_at_idx" ON "consultations" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "consultations_email_idx" ON "consultations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "consultations_user_id_idx" ON "consultations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "enquiries_email_idx" ON "enquiries" USING btree ("email");--> statement-breakpoint
CREATE INDEX "enquiries_user_id_idx" ON "enquiries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinar_registrations_email_idx" ON "webinar_registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_id_idx" ON "webinar_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinar_sessions_starts_at_idx" ON "webinar_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "outbox_to_address_idx" ON "outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "outbox_unsent_idx" ON "outbox" USING btree ("status","last_attempt_at") WHERE "outbox"."status" <> 'sent';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" IN ('queued', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_attempts_check" CHECK ("outbox"."attempts" >= 0);