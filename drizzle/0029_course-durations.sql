ALTER TABLE "courses" ADD COLUMN "duration_amount" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "duration_unit" text;--> statement-breakpoint
-- Each course's free-text length that reads as a number and a unit ("3 weeks", "2 hrs", "10 days")
-- becomes that pair, and its English words the canonical ones; any other text stays as written,
-- without a pair, and is shown as it is (staff are asked for a readable one when they next save).
UPDATE "courses" SET
  "duration_amount" = m[1]::int,
  "duration_unit" = CASE
    WHEN lower(m[2]) IN ('h', 'hr', 'hrs', 'hour', 'hours') THEN 'hours'
    WHEN lower(m[2]) IN ('d', 'day', 'days') THEN 'days'
    WHEN lower(m[2]) IN ('w', 'wk', 'wks', 'week', 'weeks') THEN 'weeks'
    ELSE 'months' END
FROM (SELECT "id" AS course_id,
        regexp_match(trim("duration"), '^([0-9]{1,3})\s*(h|hrs?|hours?|d|days?|w|wks?|weeks?|mo|months?)\.?$', 'i') AS m
      FROM "courses") AS parsed
WHERE "courses"."id" = parsed.course_id AND m IS NOT NULL AND m[1]::int BETWEEN 1 AND 999;--> statement-breakpoint
UPDATE "courses" SET "duration" = "duration_amount" || ' ' ||
  CASE WHEN "duration_amount" = 1 THEN left("duration_unit", -1) ELSE "duration_unit" END
WHERE "duration_amount" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_duration_check" CHECK (("courses"."duration_amount" is null) = ("courses"."duration_unit" is null) and ("courses"."duration_amount" is null or "courses"."duration_amount" between 1 and 999));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_duration_unit_check" CHECK ("courses"."duration_unit" is null or "courses"."duration_unit" in ('hours', 'days', 'weeks', 'months'));