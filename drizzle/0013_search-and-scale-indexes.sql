-- The trigram indexes (gin_trgm_ops) need pg_trgm: a trusted extension, so the database's owner
-- may create it without being a superuser. PGlite loads it in app/db/client.server.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "user_name_trgm_idx" ON "user" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_email_trgm_idx" ON "user" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_enrollments_created_idx" ON "course_enrollments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "course_enrollments_completed_idx" ON "course_enrollments" USING btree ("completed_at") WHERE "course_enrollments"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_description_trgm_idx" ON "courses" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_instructor_trgm_idx" ON "courses" USING gin ("instructor" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lesson_progress_lesson_idx" ON "lesson_progress" USING btree ("lesson_id");--> statement-breakpoint
CREATE INDEX "lesson_progress_course_idx" ON "lesson_progress" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "payments_reference_trgm_idx" ON "payments" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_email_trgm_idx" ON "payments" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payments_refund_requested_by_idx" ON "payments" USING btree ("refund_requested_by") WHERE "payments"."refund_requested_by" is not null;--> statement-breakpoint
CREATE INDEX "contacts_email_created_idx" ON "contacts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "journey_content_title_trgm_idx" ON "journey_content" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "journey_content_description_trgm_idx" ON "journey_content" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "journey_content_author_trgm_idx" ON "journey_content" USING gin ("author" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_papers_title_trgm_idx" ON "research_papers" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_papers_authors_trgm_idx" ON "research_papers" USING gin ("authors" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "research_papers_abstract_trgm_idx" ON "research_papers" USING gin ("abstract" gin_trgm_ops);