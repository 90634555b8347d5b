CREATE TABLE "quiz_answers" (
	"attempt_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credit" numeric(5, 4),
	CONSTRAINT "quiz_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "quiz_answers_credit_check" CHECK ("quiz_answers"."credit" is null or "quiz_answers"."credit" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"questions" jsonb NOT NULL,
	"marks_earned" numeric(8, 2),
	"marks_total" integer NOT NULL,
	"score" integer,
	"passed" boolean,
	"timed_out" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_status_check" CHECK ("quiz_attempts"."status" in ('in_progress', 'submitted')),
	CONSTRAINT "quiz_attempts_number_check" CHECK ("quiz_attempts"."number" >= 1),
	CONSTRAINT "quiz_attempts_score_check" CHECK ("quiz_attempts"."score" is null or "quiz_attempts"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"prompt" text NOT NULL,
	"marks" integer DEFAULT 1 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"image_url" text,
	"key" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" uuid,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_questions_type_check" CHECK ("quiz_questions"."type" in ('single', 'multiple', 'true_false', 'number', 'short_text')),
	CONSTRAINT "quiz_questions_marks_check" CHECK ("quiz_questions"."marks" between 1 and 100),
	CONSTRAINT "quiz_questions_position_check" CHECK ("quiz_questions"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"lesson_id" uuid,
	"title" text NOT NULL,
	"pass_mark" integer DEFAULT 70 NOT NULL,
	"attempts_allowed" integer DEFAULT 0 NOT NULL,
	"kept_grade" text DEFAULT 'highest' NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"draw_count" integer,
	"time_limit_minutes" integer,
	"reveal" text DEFAULT 'after_submit' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_pass_mark_check" CHECK ("quizzes"."pass_mark" between 0 and 100),
	CONSTRAINT "quizzes_attempts_check" CHECK ("quizzes"."attempts_allowed" between 0 and 100),
	CONSTRAINT "quizzes_kept_grade_check" CHECK ("quizzes"."kept_grade" in ('highest', 'last')),
	CONSTRAINT "quizzes_reveal_check" CHECK ("quizzes"."reveal" in ('never', 'after_submit', 'after_pass')),
	CONSTRAINT "quizzes_draw_check" CHECK ("quizzes"."draw_count" is null or "quizzes"."draw_count" >= 1),
	CONSTRAINT "quizzes_time_limit_check" CHECK ("quizzes"."time_limit_minutes" is null or "quizzes"."time_limit_minutes" between 1 and 600),
	CONSTRAINT "quizzes_required_check" CHECK (not "quizzes"."required" or "quizzes"."lesson_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_answers_question_idx" ON "quiz_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_number_uq" ON "quiz_attempts" USING btree ("quiz_id","user_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_attempts_open_uq" ON "quiz_attempts" USING btree ("quiz_id","user_id") WHERE "quiz_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_idx" ON "quiz_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_submitted_idx" ON "quiz_attempts" USING btree ("quiz_id","submitted_at");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
CREATE INDEX "quiz_questions_image_url_idx" ON "quiz_questions" USING btree ("image_url") WHERE "quiz_questions"."image_url" like '/uploads/%';--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_final_uq" ON "quizzes" USING btree ("course_id") WHERE "quizzes"."lesson_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_lesson_uq" ON "quizzes" USING btree ("lesson_id") WHERE "quizzes"."lesson_id" is not null;--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "has_assessment";
