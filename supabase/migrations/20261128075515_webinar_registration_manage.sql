-- Webinar registrations get the registrant's time zone (NULL for earlier rows: mail shows the
-- firm's), a manage link's token and a calendar sequence of their own.
ALTER TABLE "webinar_registrations" ADD COLUMN "visitor_time_zone" text;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "manage_token" text;--> statement-breakpoint
-- Earlier rows get a token too: 128 bits (an md5 of two random UUIDs, from the server's strong
-- random source) as 22 characters of base64url, the shape of newPublicToken().
UPDATE "webinar_registrations" SET "manage_token" = translate(rtrim(encode(decode(md5(gen_random_uuid()::text || gen_random_uuid()::text), 'hex'), 'base64'), '='), '+/', '-_');--> statement-breakpoint
ALTER TABLE "webinar_registrations" ALTER COLUMN "manage_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What was sent before: a cancellation went out at the session's SEQUENCE + 1, for a
-- cancelled registration and for every registration of a cancelled session. The stored
-- numbers now say so, and the next message for either counts higher.
UPDATE "webinar_registrations" SET "sequence" = 1 WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "webinar_sessions" SET "sequence" = "sequence" + 1 WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_manage_token_unique" UNIQUE("manage_token");
