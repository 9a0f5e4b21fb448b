-- How each message was delivered: 'smtp' (handed to the SMTP server) or 'log' (no SMTP_URL,
-- only written to the server log). Set by the mailer with sent_at; rows sent before this
-- migration keep null (their channel is unknown) and read as plain "Sent".
ALTER TABLE "outbox" ADD COLUMN "delivered_via" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivered_via_check" CHECK ("outbox"."delivered_via" IN ('smtp', 'log'));