CREATE TABLE "alert_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"audit_id" bigint,
	"import_id" uuid,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_events_kind_check" CHECK ("alert_events"."kind" IN ('holder', 'index'))
);
--> statement-breakpoint
CREATE TABLE "alert_state" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"frequency" text NOT NULL,
	"time_zone" text NOT NULL,
	"token" text NOT NULL,
	"user_id" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "alert_subscriptions_token_unique" UNIQUE("token"),
	CONSTRAINT "alert_subscriptions_frequency_check" CHECK ("alert_subscriptions"."frequency" IN ('instant', 'weekly')),
	CONSTRAINT "alert_subscriptions_last_event_check" CHECK ("alert_subscriptions"."last_event_id" >= 0)
);
--> statement-breakpoint
CREATE TABLE "alert_topics" (
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	CONSTRAINT "alert_topics_pkey" PRIMARY KEY("subscription_id","kind","key"),
	CONSTRAINT "alert_topics_kind_check" CHECK ("alert_topics"."kind" IN ('holder', 'index'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_topics" ADD CONSTRAINT "alert_topics_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_events_topic_idx" ON "alert_events" USING btree ("kind","key","id");--> statement-breakpoint
CREATE INDEX "alert_events_created_at_idx" ON "alert_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_user_id_idx" ON "alert_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_unconfirmed_idx" ON "alert_subscriptions" USING btree ("created_at") WHERE "alert_subscriptions"."confirmed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "alert_topics_topic_idx" ON "alert_topics" USING btree ("kind","key");