CREATE TABLE "policy_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"company_name" text NOT NULL,
	"choices" jsonb NOT NULL,
	"assessment_token" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "policy_drafts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "policy_drafts" ADD CONSTRAINT "policy_drafts_assessment_token_assessments_token_fk" FOREIGN KEY ("assessment_token") REFERENCES "public"."assessments"("token") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_drafts" ADD CONSTRAINT "policy_drafts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_drafts_created_at_idx" ON "policy_drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "policy_drafts_user_id_idx" ON "policy_drafts" USING btree ("user_id");