import { parse } from "csv-parse/sync";
import {
  QUESTION_CSV_COLUMNS,
  QUESTIONS_PER_QUIZ_MAX,
  questionKeyFrom,
  questionSchema,
} from "./quiz.schema";
import type { QuestionFields } from "./quizzes.server";

// Questions from a CSV file (a spreadsheet saved as CSV): one question a line under a header
// line naming the columns (QUESTION_CSV_COLUMNS, any order; type and prompt required). Each line
// is checked by the question form's own schema, so a file can hold nothing the form would refuse.
// The column layout is documented in docs/features/assessments.md and on the quiz's page.

export type CsvImport =
  | { status: "ok"; questions: QuestionFields[] }
  | { status: "invalid"; problems: string[] };

/** Problems listed at most: enough to fix a file, never a page of thousands. */
const MAX_PROBLEMS = 50;

const cell = (row: Record<string, string>, column: string) => (row[column] ?? "").trim();
const pipeList = (text: string) =>
  text
    .split("|")
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .join("\n");
const numberOrUndefined = (text: string) =>
  text === "" ? undefined : Number(text.replace(/,/g, ""));

/** Reads a questions file; all of it or nothing, with every problem by line. */
export function readQuestionsCsv(text: string): CsvImport {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
      info: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return {
      status: "invalid",
      problems: [
        `The file could not be read as CSV${line ? ` (line ${line})` : ""}: save it from your spreadsheet as "CSV (comma separated)".`,
      ],
    };
  }
  if (records.length === 0) {
    return { status: "invalid", problems: ["The file has no questions under its header line."] };
  }
  const header = Object.keys(records[0]?.record ?? {});
  const unknown = header.filter(
    (h) => h !== "" && !(QUESTION_CSV_COLUMNS as readonly string[]).includes(h),
  );
  const missing = ["type", "prompt"].filter((h) => !header.includes(h));
  if (missing.length > 0 || unknown.length > 0) {
    return {
      status: "invalid",
      problems: [
        ...missing.map((h) => `Line 1: the header has no "${h}" column.`),
        ...unknown.map((h) => `Line 1: "${h}" is not a column we read.`),
        `The columns are: ${QUESTION_CSV_COLUMNS.join(", ")}.`,
      ],
    };
  }
  if (records.length > QUESTIONS_PER_QUIZ_MAX) {
    return {
      status: "invalid",
      problems: [
        `The file has ${records.length} questions; a quiz holds at most ${QUESTIONS_PER_QUIZ_MAX}.`,
      ],
    };
  }
  const problems: string[] = [];
  const questions: QuestionFields[] = [];
  for (const { record, info } of records) {
    const type = cell(record, "type").toLowerCase();
    const answer = cell(record, "answer");
    const parsed = questionSchema.safeParse({
      type,
      prompt: cell(record, "prompt"),
      marks: numberOrUndefined(cell(record, "marks")),
      explanation: cell(record, "explanation") || undefined,
      options: pipeList(cell(record, "options")) || undefined,
      trueFalse: type === "true_false" ? answer.toLowerCase() || undefined : undefined,
      answer: type === "number" ? numberOrUndefined(answer) : undefined,
      tolerance: numberOrUndefined(cell(record, "tolerance")),
      unit: cell(record, "unit") || undefined,
      accepted: pipeList(cell(record, "accepted")) || undefined,
      removeImage: false,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "");
        // The form's trueFalse and answer fields are both the file's "answer" column.
        const column = field === "trueFalse" ? "answer" : field;
        problems.push(`Line ${info.lines}: ${column ? `${column}: ` : ""}${issue.message}`);
      }
      continue;
    }
    const value = parsed.data;
    questions.push({
      type: value.type,
      prompt: value.prompt,
      marks: value.marks,
      explanation: value.explanation ?? "",
      key: questionKeyFrom(value),
    });
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, MAX_PROBLEMS);
    if (problems.length > MAX_PROBLEMS) shown.push(`…and ${problems.length - MAX_PROBLEMS} more.`);
    return { status: "invalid", problems: shown };
  }
  return { status: "ok", questions };
}
