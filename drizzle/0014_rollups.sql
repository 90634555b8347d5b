CREATE TABLE "course_sales" (
	"key" text PRIMARY KEY NOT NULL,
	"course_id" uuid,
	"course_title" text,
	"net_kobo" bigint DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_stats" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"students" integer DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrolment_days" (
	"day" date NOT NULL,
	"course_id" uuid NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enrolment_days_day_course_id_pk" PRIMARY KEY("day","course_id")
);
--> statement-breakpoint
CREATE TABLE "sales_days" (
	"day" date PRIMARY KEY NOT NULL,
	"net_kobo" bigint DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"refunded_kobo" bigint DEFAULT 0 NOT NULL,
	"refunds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_sales" ADD CONSTRAINT "course_sales_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_stats" ADD CONSTRAINT "course_stats_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_days" ADD CONSTRAINT "enrolment_days_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollups (app/db/schema/rollups.ts) are kept by statement-level triggers with transition
-- tables: each statement's rows are summed by key and every rollup row they touch is updated once,
-- in the same transaction. (Row-level triggers would update the same few rows once per row: a
-- bulk insert of 1,000,000 enrolments would write one row a million times in one transaction,
-- which costs hours.) Every trigger works the same way: the rows a statement added count +1, the
-- rows it removed count -1 (an UPDATE both), so an update that changes nothing counted nets to
-- zero and writes nothing. A key whose sum is negative is only ever UPDATEd (its row exists, or
-- went with its course in the same cascade); others are upserted.
-- Days are Lagos dates, as SITE_TIME_ZONE (app/lib/format.ts).
CREATE FUNCTION "rollup_changes"("op" text, "columns" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' UNION ALL ',
    CASE WHEN "op" <> 'DELETE' THEN format('SELECT %s, 1 AS "sign" FROM "new_rows"', "columns") END,
    CASE WHEN "op" <> 'INSERT' THEN format('SELECT %s, -1 AS "sign" FROM "old_rows"', "columns") END)
$$;
--> statement-breakpoint
-- site_counters: TG_ARGV[0] is an SQL expression over a row naming the counter it counts in (null
-- for none).
CREATE FUNCTION "count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO "site_counters" AS c ("name", "value")
     SELECT "name", sum("sign") FROM (%s) AS changed WHERE "name" IS NOT NULL
     GROUP BY "name" HAVING sum("sign") <> 0 ORDER BY "name"
     ON CONFLICT ("name") DO UPDATE SET "value" = c."value" + excluded."value"',
    rollup_changes(TG_OP, TG_ARGV[0] || ' AS "name"'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- course_stats and enrolment_days. A course's students are shown on cached pages, so a statement
-- that changes them raises the content version once (this replaces the row-level
-- course_enrollments_content_version trigger of migration 0010).
CREATE FUNCTION "count_enrolments"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := rollup_changes(TG_OP, '"course_id", "created_at", "completed_at"');
  students_changed boolean;
BEGIN
  EXECUTE format($sql$
    WITH "deltas" AS (
      SELECT "course_id", sum("sign") AS "students",
             coalesce(sum("sign") FILTER (WHERE "completed_at" IS NOT NULL), 0) AS "completions"
      FROM (%s) AS changed GROUP BY "course_id"
    ), "removed" AS (
      UPDATE "course_stats" AS s
      SET "students" = s."students" + d."students", "completions" = s."completions" + d."completions"
      FROM "deltas" AS d
      WHERE s."course_id" = d."course_id" AND (d."students" < 0 OR d."completions" < 0)
    ), "added" AS (
      INSERT INTO "course_stats" AS s ("course_id", "students", "completions")
      SELECT "course_id", "students", "completions" FROM "deltas"
      WHERE "students" >= 0 AND "completions" >= 0 AND ("students" > 0 OR "completions" > 0)
      ORDER BY "course_id"
      ON CONFLICT ("course_id") DO UPDATE
      SET "students" = s."students" + excluded."students",
          "completions" = s."completions" + excluded."completions"
    )
    SELECT EXISTS (SELECT 1 FROM "deltas" WHERE "students" <> 0)
  $sql$, changed) INTO students_changed;

  EXECUTE format($sql$
    WITH changed AS (%s), "deltas" AS (
      SELECT "day", "course_id", sum("enrolled") AS "enrolled", sum("completed") AS "completed"
      FROM (
        SELECT ("created_at" AT TIME ZONE 'Africa/Lagos')::date AS "day", "course_id",
               "sign" AS "enrolled", 0 AS "completed"
        FROM changed
        UNION ALL
        SELECT ("completed_at" AT TIME ZONE 'Africa/Lagos')::date, "course_id", 0, "sign"
        FROM changed WHERE "completed_at" IS NOT NULL
      ) AS counted
      GROUP BY "day", "course_id"
    ), "removed" AS (
      UPDATE "enrolment_days" AS e
      SET "enrolled" = e."enrolled" + d."enrolled", "completed" = e."completed" + d."completed"
      FROM "deltas" AS d
      WHERE e."day" = d."day" AND e."course_id" = d."course_id"
        AND (d."enrolled" < 0 OR d."completed" < 0)
    )
    INSERT INTO "enrolment_days" AS e ("day", "course_id", "enrolled", "completed")
    SELECT "day", "course_id", "enrolled", "completed" FROM "deltas"
    WHERE "enrolled" >= 0 AND "completed" >= 0 AND ("enrolled" > 0 OR "completed" > 0)
    ORDER BY "day", "course_id"
    ON CONFLICT ("day", "course_id") DO UPDATE
    SET "enrolled" = e."enrolled" + excluded."enrolled", "completed" = e."completed" + excluded."completed"
  $sql$, changed);

  IF students_changed THEN
    UPDATE "content_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- course_sales and sales_days, as loadRevenue counts money: payments of more than ₦0 in NGN; paid
-- and refund_pending are net sales, refunded are refunds. A sale of a deleted course (course_id
-- set null) counts under the title it was sold under.
CREATE FUNCTION "count_sales"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := format($sql$
    SELECT coalesce("course_id"::text, 'title:' || "course_title") AS "key", "course_id",
           CASE WHEN "course_id" IS NULL THEN "course_title" END AS "course_title",
           ("paid_at" AT TIME ZONE 'Africa/Lagos')::date AS "day",
           CASE WHEN "status" = 'refunded' THEN 0 ELSE "sign" * "amount_kobo" END AS "net_kobo",
           CASE WHEN "status" = 'refunded' THEN 0 ELSE "sign" END AS "sales",
           CASE WHEN "status" = 'refunded' THEN "sign" * "amount_kobo" ELSE 0 END AS "refunded_kobo",
           CASE WHEN "status" = 'refunded' THEN "sign" ELSE 0 END AS "refunds"
    FROM (%s) AS changed
    WHERE "amount_kobo" > 0 AND "currency" = 'NGN' AND "status" IN ('paid', 'refund_pending', 'refunded')
  $sql$, rollup_changes(TG_OP, '"course_id", "course_title", "paid_at", "amount_kobo", "currency", "status"'));
BEGIN
  EXECUTE format($sql$
    WITH "deltas" AS (
      SELECT "key", "course_id", "course_title", sum("net_kobo") AS "net_kobo", sum("sales") AS "sales",
             sum("refunded_kobo") AS "refunded_kobo", sum("refunds") AS "refunds"
      FROM (%s) AS counted GROUP BY "key", "course_id", "course_title"
    ), "removed" AS (
      UPDATE "course_sales" AS s
      SET "net_kobo" = s."net_kobo" + d."net_kobo", "sales" = s."sales" + d."sales",
          "refunded_kobo" = s."refunded_kobo" + d."refunded_kobo", "refunds" = s."refunds" + d."refunds"
      FROM "deltas" AS d
      WHERE s."key" = d."key" AND (d."sales" < 0 OR d."refunds" < 0)
    )
    INSERT INTO "course_sales" AS s ("key", "course_id", "course_title", "net_kobo", "sales", "refunded_kobo", "refunds")
    SELECT "key", "course_id", "course_title", "net_kobo", "sales", "refunded_kobo", "refunds" FROM "deltas"
    WHERE "sales" >= 0 AND "refunds" >= 0 AND ("sales" > 0 OR "refunds" > 0)
    ORDER BY "key"
    ON CONFLICT ("key") DO UPDATE
    SET "net_kobo" = s."net_kobo" + excluded."net_kobo", "sales" = s."sales" + excluded."sales",
        "refunded_kobo" = s."refunded_kobo" + excluded."refunded_kobo", "refunds" = s."refunds" + excluded."refunds"
  $sql$, changed);

  -- sales_days has no foreign key: every key is upserted.
  EXECUTE format($sql$
    INSERT INTO "sales_days" AS s ("day", "net_kobo", "sales", "refunded_kobo", "refunds")
    SELECT "day", sum("net_kobo"), sum("sales"), sum("refunded_kobo"), sum("refunds")
    FROM (%s) AS counted WHERE "day" IS NOT NULL
    GROUP BY "day" HAVING sum("sales") <> 0 OR sum("refunds") <> 0 OR sum("net_kobo") <> 0 OR sum("refunded_kobo") <> 0
    ORDER BY "day"
    ON CONFLICT ("day") DO UPDATE
    SET "net_kobo" = s."net_kobo" + excluded."net_kobo", "sales" = s."sales" + excluded."sales",
        "refunded_kobo" = s."refunded_kobo" + excluded."refunded_kobo", "refunds" = s."refunds" + excluded."refunds"
  $sql$, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "course_enrollments_content_version" ON "course_enrollments";
--> statement-breakpoint
CREATE TRIGGER "course_enrollments_counted_insert" AFTER INSERT ON "course_enrollments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_enrolments"();
--> statement-breakpoint
CREATE TRIGGER "course_enrollments_counted_update" AFTER UPDATE ON "course_enrollments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_enrolments"();
--> statement-breakpoint
CREATE TRIGGER "course_enrollments_counted_delete" AFTER DELETE ON "course_enrollments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_enrolments"();
--> statement-breakpoint
CREATE TRIGGER "payments_counted_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_sales"();
--> statement-breakpoint
CREATE TRIGGER "payments_counted_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_sales"();
--> statement-breakpoint
CREATE TRIGGER "payments_counted_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_sales"();
--> statement-breakpoint
CREATE TRIGGER "user_counted_insert" AFTER INSERT ON "user" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('''users''');
--> statement-breakpoint
CREATE TRIGGER "user_counted_delete" AFTER DELETE ON "user" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('''users''');
--> statement-breakpoint
CREATE TRIGGER "courses_counted_insert" AFTER INSERT ON "courses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('CASE WHEN "is_published" THEN ''courses.published'' END');
--> statement-breakpoint
CREATE TRIGGER "courses_counted_update" AFTER UPDATE ON "courses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('CASE WHEN "is_published" THEN ''courses.published'' END');
--> statement-breakpoint
CREATE TRIGGER "courses_counted_delete" AFTER DELETE ON "courses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('CASE WHEN "is_published" THEN ''courses.published'' END');
--> statement-breakpoint
CREATE TRIGGER "consultations_counted_insert" AFTER INSERT ON "consultations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('''consultations.'' || "status"');
--> statement-breakpoint
CREATE TRIGGER "consultations_counted_update" AFTER UPDATE ON "consultations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('''consultations.'' || "status"');
--> statement-breakpoint
CREATE TRIGGER "consultations_counted_delete" AFTER DELETE ON "consultations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('''consultations.'' || "status"');
--> statement-breakpoint
CREATE TRIGGER "success_stories_counted_insert" AFTER INSERT ON "success_stories" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('''success_stories''');
--> statement-breakpoint
CREATE TRIGGER "success_stories_counted_delete" AFTER DELETE ON "success_stories" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('''success_stories''');
--> statement-breakpoint
CREATE TRIGGER "contacts_counted_insert" AFTER INSERT ON "contacts" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('''contacts''');
--> statement-breakpoint
CREATE TRIGGER "contacts_counted_delete" AFTER DELETE ON "contacts" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "count_rows"('''contacts''');
--> statement-breakpoint
-- Back-fill from the rows already there. The triggers exist first and hold their tables' locks
-- until this migration commits, so no row is counted twice or missed.
INSERT INTO "site_counters" ("name", "value")
SELECT 'users', count(*) FROM "user"
UNION ALL SELECT 'courses.published', count(*) FROM "courses" WHERE "is_published"
UNION ALL SELECT 'consultations.' || s, (SELECT count(*) FROM "consultations" WHERE "status" = s)
  FROM unnest(ARRAY['pending', 'confirmed', 'completed', 'cancelled']) AS s
UNION ALL SELECT 'success_stories', count(*) FROM "success_stories"
UNION ALL SELECT 'contacts', count(*) FROM "contacts";
--> statement-breakpoint
INSERT INTO "course_stats" ("course_id", "students", "completions")
SELECT "course_id", count(*), count("completed_at") FROM "course_enrollments" GROUP BY "course_id";
--> statement-breakpoint
INSERT INTO "enrolment_days" ("day", "course_id", "enrolled", "completed")
SELECT "day", "course_id", sum("enrolled"), sum("completed") FROM (
  SELECT ("created_at" AT TIME ZONE 'Africa/Lagos')::date AS "day", "course_id", 1 AS "enrolled", 0 AS "completed"
  FROM "course_enrollments"
  UNION ALL
  SELECT ("completed_at" AT TIME ZONE 'Africa/Lagos')::date, "course_id", 0, 1
  FROM "course_enrollments" WHERE "completed_at" IS NOT NULL
) AS counted
GROUP BY "day", "course_id";
--> statement-breakpoint
INSERT INTO "course_sales" ("key", "course_id", "course_title", "net_kobo", "sales", "refunded_kobo", "refunds")
SELECT coalesce("course_id"::text, 'title:' || "course_title"), "course_id",
       CASE WHEN "course_id" IS NULL THEN "course_title" END,
       coalesce(sum("amount_kobo") FILTER (WHERE "status" <> 'refunded'), 0),
       count(*) FILTER (WHERE "status" <> 'refunded'),
       coalesce(sum("amount_kobo") FILTER (WHERE "status" = 'refunded'), 0),
       count(*) FILTER (WHERE "status" = 'refunded')
FROM "payments"
WHERE "amount_kobo" > 0 AND "currency" = 'NGN' AND "status" IN ('paid', 'refund_pending', 'refunded')
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "sales_days" ("day", "net_kobo", "sales", "refunded_kobo", "refunds")
SELECT ("paid_at" AT TIME ZONE 'Africa/Lagos')::date,
       coalesce(sum("amount_kobo") FILTER (WHERE "status" <> 'refunded'), 0),
       count(*) FILTER (WHERE "status" <> 'refunded'),
       coalesce(sum("amount_kobo") FILTER (WHERE "status" = 'refunded'), 0),
       count(*) FILTER (WHERE "status" = 'refunded')
FROM "payments"
WHERE "amount_kobo" > 0 AND "currency" = 'NGN' AND "status" IN ('paid', 'refund_pending', 'refunded')
  AND "paid_at" IS NOT NULL
GROUP BY 1;
