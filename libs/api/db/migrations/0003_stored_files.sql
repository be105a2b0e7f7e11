CREATE TABLE "stored_files" (
	"name" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_name_seq_pk" PRIMARY KEY("name","seq")
);
--> statement-breakpoint
-- Résumés (pdf, docx) are compressed already: no compression attempt on 10 MB.
ALTER TABLE "stored_files" ALTER COLUMN "data" SET STORAGE EXTERNAL;