CREATE TABLE "admin_looks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"looked_at" timestamp with time zone NOT NULL,
	"previous_look_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "firm_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_looks" ADD CONSTRAINT "admin_looks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Registrations made before the digest existed are not announced all at once.
UPDATE "webinar_registrations" SET "firm_notified_at" = "created_at";