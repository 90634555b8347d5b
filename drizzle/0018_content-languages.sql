ALTER TABLE "consultations" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;