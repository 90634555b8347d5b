ALTER TABLE "consultations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
-- Requests already waiting hold their hour as a new one would: 4 hours from when they were made.
UPDATE "consultations" SET "hold_expires_at" = "created_at" + interval '4 hours'
WHERE "status" = 'pending' AND "user_id" IS NULL AND "phone_confirmed_at" IS NULL AND "starts_at" IS NOT NULL;
