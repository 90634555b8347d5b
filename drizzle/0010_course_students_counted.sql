-- A course's students are the learners enrolled in it, counted from course_enrollments wherever
-- they are shown (app/domain/catalog/students.server.ts): the made-up "students" column goes.
-- Cached pages show that count, so an enrolment made or removed is a content change (a learner's
-- progress, updated as they watch, is not).
ALTER TABLE "courses" DROP CONSTRAINT "courses_counts_check";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "students";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_counts_check" CHECK ("courses"."lessons_count" >= 0);--> statement-breakpoint
CREATE TRIGGER "course_enrollments_content_version" AFTER INSERT OR DELETE ON "course_enrollments" FOR EACH ROW EXECUTE FUNCTION "bump_content_version"();
