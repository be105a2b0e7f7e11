ALTER TABLE "consent_records" ADD COLUMN "host" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "consent_records_created_at_id" ON "consent_records" USING btree ("created_at","id");