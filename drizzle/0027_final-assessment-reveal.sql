-- Final assessments keep their right answers until the learner has passed (issue 35): shown after
-- a failed attempt, they were copied into the next one and the scored certificate scored nothing.
-- "After each attempt" was the only default a final assessment could get (the form's and the
-- demo's), so every final assessment still on it moves to "once passed"; an author who wants the
-- answers after each attempt can choose it again. Lesson checks keep theirs.
UPDATE "quizzes" SET "reveal" = 'after_pass', "updated_at" = now()
WHERE "lesson_id" IS NULL AND "reveal" = 'after_submit';
