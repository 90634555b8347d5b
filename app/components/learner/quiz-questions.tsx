import { useEffect, useState } from "react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { controlClasses, FieldErrors } from "~/components/ui/field";
import { CheckCircleIcon, ClockIcon, XIcon } from "~/components/ui/icons";
import type { QuestionFeedback, QuestionView } from "~/domain/assessments/attempt-view";
import { learnerQuiz } from "~/i18n/messages/learner-quiz";
import { useLocale, useT } from "~/i18n/react";
import { formatDateTime } from "~/lib/format";

// The answering form's questions and the results' feedback. Plain inputs in a plain form: the
// quiz works before (and without) JavaScript, and nothing on the page knows the right answers.

/** One question with its inputs; `values` are what to show chosen or typed. */
export function QuestionField({
  question,
  number,
  values,
  error,
  lang,
}: {
  question: QuestionView;
  /** Its number in the attempt, from 1. */
  number: number;
  values: string[];
  error?: string;
  /** The course's language: the question and its options are course content. */
  lang?: string;
}) {
  const t = useT(learnerQuiz);
  const name = `answer.${question.id}`;
  const id = `question-${question.id}`;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = question.type === "multiple" ? `${id}-hint` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const chosen = new Set(values);
  const legend = (
    // Floated, the legend is laid out as a block inside the card instead of on the fieldset's
    // border, where browsers draw it (the border then ran through the question).
    <legend className="float-left mb-3 w-full space-y-1">
      <span className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-muted">
        {t.question.number({ number })}
        <Badge variant="neutral">{t.question.marks({ count: question.marks })}</Badge>
      </span>
      <span lang={lang} className="block text-lg font-semibold break-words text-ink">
        {question.prompt}
      </span>
    </legend>
  );
  const picture = question.imageUrl ? (
    <img
      src={question.imageUrl}
      alt=""
      loading="lazy"
      className="max-h-72 w-auto rounded-lg border border-border bg-surface-sunken object-contain"
    />
  ) : null;
  const optionClasses =
    "flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-border bg-surface px-3 py-2.5 text-ink hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:focus-ring";
  let inputs: React.ReactNode;
  switch (question.type) {
    case "single":
    case "multiple":
      inputs = (
        <div className="space-y-2">
          {question.options.map((option) => (
            <label key={option.id} className={optionClasses}>
              <input
                type={question.type === "single" ? "radio" : "checkbox"}
                name={name}
                value={option.id}
                defaultChecked={chosen.has(option.id)}
                aria-describedby={described}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span lang={lang} className="break-words">
                {option.text}
              </span>
            </label>
          ))}
        </div>
      );
      break;
    case "true_false":
      inputs = (
        <div className="grid gap-2 sm:grid-cols-2">
          {(["true", "false"] as const).map((value) => (
            <label key={value} className={optionClasses}>
              <input
                type="radio"
                name={name}
                value={value}
                defaultChecked={chosen.has(value)}
                aria-describedby={described}
                className="mt-1 size-5 shrink-0 accent-brand-700"
              />
              <span>{value === "true" ? t.question.true : t.question.false}</span>
            </label>
          ))}
        </div>
      );
      break;
    case "number":
      inputs = (
        <div className="flex max-w-xs items-center gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            {question.unit
              ? t.question.yourAnswerIn({ unit: question.unit })
              : t.question.yourAnswer}
          </label>
          <input
            id={`${id}-input`}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={values[0] ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className={cn(controlClasses, "h-11")}
          />
          {question.unit ? (
            <span lang={lang} className="text-ink-muted">
              {question.unit}
            </span>
          ) : null}
        </div>
      );
      break;
    case "short_text":
      inputs = (
        <div className="max-w-md">
          <label htmlFor={`${id}-input`} className="sr-only">
            {t.question.yourAnswer}
          </label>
          <input
            id={`${id}-input`}
            name={name}
            type="text"
            maxLength={200}
            autoComplete="off"
            autoCapitalize="none"
            defaultValue={values[0] ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className={cn(controlClasses, "h-11")}
          />
        </div>
      );
      break;
  }
  return (
    <fieldset
      id={id}
      className="min-w-0 rounded-xl border border-border bg-surface p-4 shadow-xs sm:p-5"
    >
      {legend}
      <div className="clear-left space-y-3">
        {picture}
        {hintId ? (
          <p id={hintId} className="text-sm text-ink-muted">
            {t.multipleChoiceRule}
          </p>
        ) : null}
        {inputs}
        <FieldErrors id={errorId} errors={error ? [error] : []} />
      </div>
      <input type="hidden" name="shown" value={question.id} />
    </fieldset>
  );
}

/**
 * The time left before the deadline: written by the server, then kept current in the browser
 * (a page that sits open still tells the truth). The server enforces the deadline either way.
 */
export function TimeLeft({ deadline, now }: { deadline: string; now: string }) {
  const t = useT(learnerQuiz);
  const locale = useLocale();
  const [current, setCurrent] = useState(() => new Date(now).getTime());
  useEffect(() => {
    setCurrent(Date.now());
    const timer = setInterval(() => setCurrent(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, new Date(deadline).getTime() - current);
  const minutes = Math.ceil(left / 60_000);
  return (
    <p className="flex items-center gap-2 font-semibold text-ink" role="status">
      <ClockIcon className="size-5 text-brand-700" />
      {left === 0
        ? t.timeLeft.up
        : t.timeLeft.left({ count: minutes, time: formatDateTime(deadline, locale) })}
    </p>
  );
}

/** One question of a graded attempt, with what the quiz allows to be said about it. */
export function QuestionResult({
  item,
  number,
  lang,
}: {
  item: QuestionFeedback;
  number: number;
  /** The course's language: the question, its answers and explanation are course content. */
  lang?: string;
}) {
  const t = useT(learnerQuiz);
  const tone =
    item.result === "right"
      ? "border-success-border"
      : item.result === "partly"
        ? "border-warning-border"
        : item.result === "wrong"
          ? "border-danger-border"
          : "border-border";
  return (
    <li className={cn("space-y-2 rounded-xl border bg-surface p-4 shadow-xs sm:p-5", tone)}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-muted">
        {t.question.number({ number })}
        {item.result === "right" ? (
          <Badge variant="success">
            <CheckCircleIcon className="size-3.5" /> {t.question.right}
          </Badge>
        ) : item.result === "partly" ? (
          <Badge variant="warning">{t.question.partly}</Badge>
        ) : item.result === "wrong" ? (
          <Badge variant="danger">
            <XIcon className="size-3.5" /> {t.question.notRight}
          </Badge>
        ) : null}
        {item.earned !== null ? (
          <span>{t.question.earnedOf({ earned: item.earned, count: item.marks })}</span>
        ) : (
          <span>{t.question.marks({ count: item.marks })}</span>
        )}
      </p>
      <p lang={lang} className="font-semibold break-words text-ink">
        {item.prompt}
      </p>
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          loading="lazy"
          className="max-h-56 w-auto rounded-lg border border-border object-contain"
        />
      ) : null}
      <dl className="grid gap-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
        <dt className="text-ink-muted">{t.question.yourAnswer}</dt>
        {item.yourAnswer === null ? (
          <dd className="break-words text-ink">{t.question.noAnswer}</dd>
        ) : (
          <dd lang={lang} className="break-words text-ink">
            {item.yourAnswer}
          </dd>
        )}
        {item.rightAnswer !== null ? (
          <>
            <dt className="text-ink-muted">{t.question.rightAnswer}</dt>
            <dd lang={lang} className="font-semibold break-words text-ink">
              {item.rightAnswer}
            </dd>
          </>
        ) : null}
      </dl>
      {item.explanation ? (
        <p lang={lang} className="text-sm break-words text-ink">
          {item.explanation}
        </p>
      ) : null}
    </li>
  );
}
