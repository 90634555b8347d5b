ALTER TABLE "notifications" ADD COLUMN "notice" jsonb;--> statement-breakpoint
-- Existing notifications written in English from a known template get their key and parameters,
-- so they too are read in the reader's language. Rows in another language, staff announcements,
-- and consultation notices that name a date (written in the words of that moment) are kept as
-- they were written, marked with their language.
UPDATE "notifications" SET "notice" = jsonb_build_object('key', 'courseComplete', 'course',
  nullif(substring("message" from '^Congratulations! You completed (.+)\.$'), 'your course'))
WHERE "notice" IS NULL AND "locale" = 'en' AND "title" = 'Course Complete'
  AND "message" ~ '^Congratulations! You completed .+\.$';--> statement-breakpoint
UPDATE "notifications" SET "notice" = jsonb_build_object('key', 'certificateReady', 'course',
  substring("message" from '^Your certificate for (.+) is ready to download\.$'))
WHERE "notice" IS NULL AND "locale" = 'en' AND "title" = 'Certificate Ready'
  AND "message" ~ '^Your certificate for .+ is ready to download\.$';--> statement-breakpoint
UPDATE "notifications" SET "notice" = jsonb_build_object('key', 'quizPassed',
  'quiz', substring("message" from '^You passed (.+) with [0-9]+%\.$'),
  'score', substring("message" from ' with ([0-9]+)%\.$')::int)
WHERE "notice" IS NULL AND "locale" = 'en' AND "title" = 'Quiz passed'
  AND "message" ~ '^You passed .+ with [0-9]+%\.$';--> statement-breakpoint
UPDATE "notifications" SET "notice" = jsonb_build_object(
  'key', CASE WHEN "message" LIKE 'Your payment was received.%' THEN 'paidEnrolled' ELSE 'enrolled' END,
  'course', substring("title" from '^You''re enrolled in (.+)$'))
WHERE "notice" IS NULL AND "locale" = 'en' AND "title" ~ '^You''re enrolled in .+$'
  AND "message" IN (
    'Start with the first lesson whenever you are ready: your progress is saved as you watch.',
    'Your payment was received. Start with the first lesson whenever you are ready.');--> statement-breakpoint
UPDATE "notifications" SET "notice" = jsonb_build_object('key', 'refunded',
  'course', substring("title" from '^Refund for (.+)$'))
WHERE "notice" IS NULL AND "locale" = 'en' AND "title" ~ '^Refund for .+$'
  AND "message" LIKE 'Your payment was refunded and your access to the course has ended.%';--> statement-breakpoint
UPDATE "notifications" SET "notice" = jsonb_build_object('key', 'consultationCompleted',
  'plan', substring("message" from '^Your (.+) consultation is marked as completed\.'))
WHERE "notice" IS NULL AND "locale" = 'en' AND "title" = 'Consultation completed'
  AND "message" ~ '^Your .+ consultation is marked as completed\.';--> statement-breakpoint
UPDATE "notifications" SET "notice" = jsonb_build_object(
  'key', CASE WHEN "title" = 'Consultation confirmed' THEN 'consultationConfirmed' ELSE 'consultationCancelled' END,
  'plan', substring("message" from '^Your (\S+) consultation'), 'date', null, 'time', null)
WHERE "notice" IS NULL AND "locale" = 'en'
  AND (("title" = 'Consultation confirmed' AND "message" ~ '^Your \S+ consultation is confirmed\.')
    OR ("title" = 'Consultation cancelled' AND "message" ~ '^Your \S+ consultation request has been cancelled\.'));
