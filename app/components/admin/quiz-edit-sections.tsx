import { ConfirmDelete } from "~/components/admin/content-confirm-delete";
import { CourseSection } from "~/components/admin/course-nav";
import { FileField } from "~/components/admin/file-field";
import { MoveButtons } from "~/components/admin/move-buttons";
import { Alert } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Form } from "~/components/ui/link";
import type { QuestionType } from "~/db/schema/enums";
import { QUESTION_CSV_COLUMNS, QUESTION_CSV_MAX_BYTES } from "~/domain/assessments/quiz.constants";
import { admin } from "~/i18n/messages/admin";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { useT } from "~/i18n/react";

// Two sections of a quiz's edit page: its questions in order (move, edit, delete), and the import
// of more questions from a CSV file.

const CSV_EXAMPLE = `type,prompt,options,answer,tolerance,unit,accepted,marks,explanation
single,Which spacing gives about 12500 cassava stands per hectare?,*1 m by 0.8 m|2 m by 2 m|0.5 m by 0.5 m,,,,,1,Rows 1 m apart and plants 0.8 m apart.
multiple,Which are pests of maize?,*Fall armyworm|*Stem borer|Cassava mealybug,,,,,2,
true_false,Mulch helps the soil keep its water.,,true,,,,1,
number,How many stands does 1 m by 0.8 m give on one hectare?,,12500,100,stands,,1,
short_text,Name the caterpillar that eats maize funnels.,,,,,fall armyworm|armyworm,1,`;

/** The quiz's questions in order, each with its moves, Edit and Delete; then Add question. */
export function QuizQuestionList({
  quizPath: here,
  questions,
  attempts,
}: {
  /** The quiz's page: where its forms post and its question links start. */
  quizPath: string;
  questions: {
    id: string;
    type: QuestionType;
    prompt: string;
    marks: number;
    version: number;
    hasImage: boolean;
  }[];
  /** The attempts made so far: deleting a question that was asked says what happens to them. */
  attempts: number;
}) {
  const all = useT(adminQuizzes);
  const t = all.edit;
  const shared = useT(admin);
  return (
    <CourseSection
      id="questions-heading"
      title={t.questionsTitle({ count: questions.length })}
      description={t.questionsDescription}
    >
      {questions.length === 0 ? (
        <p className="text-ink-muted">{t.noQuestions}</p>
      ) : (
        <ol className="space-y-3" aria-label={t.questionsInOrder}>
          {questions.map((q, index) => (
            <li
              key={q.id}
              className="flex flex-col gap-3 rounded-lg border border-border p-3 md:flex-row md:items-center"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
                  <span className="font-semibold">{index + 1}.</span>
                  <Badge variant="info">{all.types[q.type]}</Badge>
                  <span>{t.marks({ count: q.marks })}</span>
                  {q.version > 1 ? (
                    <Badge variant="neutral">{all.version({ version: q.version })}</Badge>
                  ) : null}
                  {q.hasImage ? <Badge variant="neutral">{t.picture}</Badge> : null}
                </p>
                <p className="break-words text-ink">{q.prompt}</p>
              </div>
              <div className="flex flex-wrap items-start gap-2">
                <MoveButtons
                  idField="id"
                  id={q.id}
                  name={t.questionName({ number: index + 1 })}
                  index={index}
                  count={questions.length}
                />
                <ButtonLink
                  to={`${here}/questions/${q.id}`}
                  size="sm"
                  variant="outline"
                  aria-label={t.editQuestion({ number: index + 1 })}
                >
                  {shared.edit}
                </ButtonLink>
                <ConfirmDelete
                  action={here}
                  id={q.id}
                  label={t.deleteQuestion({ number: index + 1 })}
                  question={t.deleteQuestionAsk}
                  consequence={attempts > 0 ? t.deleteQuestionAsked : t.deleteQuestionUnasked}
                  deleteText={shared.delete}
                  confirmText={t.confirmDelete}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
      <ButtonLink to={`${here}/questions/new`}>{t.addQuestion}</ButtonLink>
    </CourseSection>
  );
}

/** Import from CSV: the columns explained with an example, the file field, and what refused it. */
export function QuestionCsvImport({
  problems: importProblems,
  pending,
}: {
  /** Why the last file was refused, line by line; null when none was. */
  problems: string[] | null;
  pending: boolean;
}) {
  const t = useT(adminQuizzes).edit;
  return (
    <CourseSection id="import-heading" title={t.importTitle} description={t.importDescription}>
      {importProblems ? (
        <Alert variant="error" title={t.nothingImported}>
          <ul className="list-disc space-y-1 pl-5">
            {importProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <details className="rounded-lg border border-border p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">
          {t.columnsSummary}
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-ink">
          <li>
            <strong>type</strong>: {t.colType}
          </li>
          <li>
            <strong>prompt</strong>: {t.colPrompt}
          </li>
          <li>
            <strong>options</strong> {t.colOptions}
          </li>
          <li>
            <strong>answer</strong>: {t.colAnswer}
          </li>
          <li>
            <strong>tolerance</strong> {t.and} <strong>unit</strong> {t.colToleranceUnit}
          </li>
          <li>
            <strong>accepted</strong> {t.colAccepted}
          </li>
          <li>
            <strong>marks</strong> {t.colMarks} {t.and} <strong>explanation</strong>{" "}
            {t.colExplanation}
          </li>
        </ul>
        <p className="mt-2 text-ink-muted">
          {t.columns({ columns: QUESTION_CSV_COLUMNS.join(", ") })}
        </p>
        <pre className="mt-2 overflow-x-auto rounded bg-surface-sunken p-2 text-xs">
          {CSV_EXAMPLE}
        </pre>
        <p className="mt-2 text-ink-muted">{t.checkedNote}</p>
      </details>
      <Form method="post" encType="multipart/form-data" className="space-y-3">
        <input type="hidden" name="intent" value="import" />
        <FileField
          id="questions-file"
          name="file"
          label={t.questionsFile}
          hint={t.fileHint({ kb: QUESTION_CSV_MAX_BYTES / 1024 })}
          accept=".csv,text/csv"
        />
        <Button type="submit" variant="outline" pending={pending}>
          {t.importButton}
        </Button>
      </Form>
    </CourseSection>
  );
}
