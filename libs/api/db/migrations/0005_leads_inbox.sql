CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "site" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "event" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_status_created_at" ON "leads" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "leads_email_lower" ON "leads" USING btree (lower("email"));--> statement-breakpoint
-- Registrations and recording requests kept their event in the submitted fields.
UPDATE "leads" SET "event" = coalesce("fields"->>'event', '') WHERE "event" = '';