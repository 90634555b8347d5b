import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { quizAttempts, user } from "~/db/schema";
import type { KeysetPage, KeysetQuery } from "~/domain/admin/keyset";
import { cursorAt, keysetPage } from "~/domain/admin/keyset.server";

// What staff see of a quiz's results: the figures, each attempt, and how hard each question
// proved. The route checked that the actor manages the quiz's course first.

/** Graded attempts, learners, average score and how many learners passed. */
export async function summariseQuiz(db: Database, quizId: string) {
  const result = await db.execute(sql`
    select count(*)::int as graded,
      count(distinct a.user_id)::int as learners,
      round(avg(a.score))::int as "averageScore",
      count(distinct a.user_id) filter (where a.passed)::int as "learnersPassed"
    from quiz_attempts a
    where a.quiz_id = ${quizId} and a.status = 'submitted'`);
  const [row] = (
    result as unknown as {
      rows: {
        graded: number;
        learners: number;
        averageScore: number | null;
        learnersPassed: number;
      }[];
    }
  ).rows;
  return {
    graded: Number(row?.graded ?? 0),
    learners: Number(row?.learners ?? 0),
    averageScore:
      row?.averageScore === null || row?.averageScore === undefined
        ? null
        : Number(row.averageScore),
    learnersPassed: Number(row?.learnersPassed ?? 0),
  };
}

export type QuestionDifficulty = {
  questionId: string;
  prompt: string;
  version: number;
  /** No longer asked: replaced by a newer version or removed. */
  retired: boolean;
  /** Graded attempts that were given this version. */
  asked: number;
  /** The share of its marks earned over those attempts, 0 to 100 (unanswered counts as 0). */
  shareCorrect: number;
};

/**
 * How each question version fared in graded attempts, hardest first: the share of its marks
 * learners earned. Counted from the attempts' own snapshots, so a version is judged on the
 * attempts that asked it.
 */
export async function questionDifficulty(
  db: Database,
  quizId: string,
): Promise<QuestionDifficulty[]> {
  const result = await db.execute(sql`
    with asked as (
      select a.id as attempt_id, (q ->> 'id')::uuid as question_id
      from quiz_attempts a, jsonb_array_elements(a.questions) q
      where a.quiz_id = ${quizId} and a.status = 'submitted'
    )
    select qq.id as "questionId", qq.prompt, qq.version, qq.retired_at is not null as retired,
      count(*)::int as asked,
      round(100 * coalesce(sum(ans.credit), 0) / count(*))::int as "shareCorrect"
    from asked
    join quiz_questions qq on qq.id = asked.question_id
    left join quiz_answers ans on ans.attempt_id = asked.attempt_id and ans.question_id = asked.question_id
    group by qq.id, qq.prompt, qq.version, qq.retired_at, qq.position
    order by "shareCorrect" asc, qq.position asc`);
  return (result as unknown as { rows: QuestionDifficulty[] }).rows.map((r) => ({
    ...r,
    asked: Number(r.asked),
    shareCorrect: Number(r.shareCorrect),
    version: Number(r.version),
  }));
}

export type AttemptRow = {
  id: string;
  learner: string;
  number: number;
  status: "in_progress" | "submitted";
  startedAt: Date;
  submittedAt: Date | null;
  score: number | null;
  passed: boolean | null;
  timedOut: boolean;
};

/** One page of a quiz's attempts, newest first (keyset, 25 a page). */
export async function listQuizAttempts(
  db: Database,
  quizId: string,
  page: KeysetQuery = { kind: "newest" },
): Promise<KeysetPage<AttemptRow>> {
  return keysetPage(quizAttempts, page, (window) =>
    db
      .select({
        id: quizAttempts.id,
        learner: user.name,
        number: quizAttempts.number,
        status: quizAttempts.status,
        startedAt: quizAttempts.startedAt,
        submittedAt: quizAttempts.submittedAt,
        score: quizAttempts.score,
        passed: quizAttempts.passed,
        timedOut: quizAttempts.timedOut,
        cursorAt: cursorAt(quizAttempts.createdAt),
      })
      .from(quizAttempts)
      .innerJoin(user, eq(user.id, quizAttempts.userId))
      .where(and(eq(quizAttempts.quizId, quizId), window.where))
      .orderBy(...window.orderBy)
      .limit(window.limit),
  );
}
