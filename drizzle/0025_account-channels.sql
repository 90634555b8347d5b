ALTER TABLE "user" ADD COLUMN "message_channels" text[] DEFAULT '{email}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "phone_confirmed_at" timestamp with time zone;