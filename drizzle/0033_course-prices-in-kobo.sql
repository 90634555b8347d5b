ALTER TABLE "courses" DROP CONSTRAINT "courses_price_check";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "price_kobo" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Prices move from naira in numeric(12,2) to integer kobo (decision 0010). numeric arithmetic is
-- exact, so 12500.50 becomes 1250050 with no float in between; a price above what an integer holds
-- (₦21,474,836.47, over the form's ₦10,000,000 ceiling) fails the cast and stops the migration
-- rather than losing money.
UPDATE "courses" SET "price_kobo" = round("price" * 100)::integer;--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "price";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_price_kobo_check" CHECK ("courses"."price_kobo" >= 0);
