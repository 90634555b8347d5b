import { getFormProps } from "@conform-to/react";
import { BoundCheckboxField, BoundField, BoundSelectField } from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Button, ButtonLink, usePendingForm } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Form } from "~/components/ui/link";
import { ANSWER_REVEALS, KEPT_GRADES } from "~/db/schema/enums";
import { admin } from "~/i18n/messages/admin";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { useT } from "~/i18n/react";
import type { AdminFormLast } from "./admin-form";

// A quiz's settings form, for creating a quiz and on its page (the question form is in
// quiz-question-form.tsx).

/** The settings form's starting values, as its fields hold them (text). */
export type QuizSettingsDefaults = {
  title: string;
  scope: string;
  passMark: string;
  attemptsAllowed: string;
  keptGrade: string;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  drawCount: string;
  timeLimitMinutes: string;
  reveal: string;
  required: boolean;
};

/**
 * A quiz's settings. Creating, it also asks where the quiz goes (`scopes`: the final assessment
 * and the lessons without a check); editing, `lessonCheck` says whether Required applies.
 */
export function QuizSettingsForm({
  mode,
  defaults,
  scopes,
  lessonCheck,
  last,
  formKey,
  cancelTo,
}: {
  mode: "create" | "edit";
  defaults: QuizSettingsDefaults;
  scopes?: readonly { value: string; label: string }[];
  lessonCheck?: boolean;
  last?: AdminFormLast;
  formKey?: string;
  cancelTo: string;
}) {
  const isPending = usePendingForm();
  const t = useT(adminQuizzes).settings;
  const { cancel } = useT(admin);
  const [form, fields] = useLazyForm(
    "quiz-settings-form",
    () => import("~/domain/assessments/quiz.schema").then((m) => m.quizSettingsSchema),
    {
      id: "quiz-settings-form",
      lastResult: last?.result,
      defaultValue: {
        ...defaults,
        drawCount: defaults.drawCount || undefined,
        timeLimitMinutes: defaults.timeLimitMinutes || undefined,
        shuffleQuestions: defaults.shuffleQuestions ? "on" : undefined,
        shuffleOptions: defaults.shuffleOptions ? "on" : undefined,
        required: defaults.required ? "on" : undefined,
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const pending = isPending({ fields: { intent: "settings" } });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormAlert alert={last?.alert} />
      <input type="hidden" name="intent" value="settings" />
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      <BoundField label={t.title} field={fields.title} placeholder={t.titlePlaceholder} />
      {mode === "create" && scopes ? (
        <BoundSelectField
          label={t.scope}
          field={fields.scope}
          options={scopes}
          hint={t.scopeHint}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <BoundField
          label={t.passMark}
          field={fields.passMark}
          type="number"
          inputMode="numeric"
          hint={t.passMarkHint}
        />
        <BoundField
          label={t.attemptsAllowed}
          field={fields.attemptsAllowed}
          type="number"
          inputMode="numeric"
          hint={t.attemptsHint}
        />
        <BoundSelectField
          label={t.keptGrade}
          field={fields.keptGrade}
          options={KEPT_GRADES.map((g) => ({ value: g, label: t.keptGrades[g] }))}
        />
        <BoundSelectField
          label={t.reveal}
          field={fields.reveal}
          options={ANSWER_REVEALS.map((r) => ({ value: r, label: t.reveals[r] }))}
          hint={t.revealHint}
        />
        <BoundField
          label={t.drawCount}
          field={fields.drawCount}
          type="number"
          inputMode="numeric"
          hint={t.drawCountHint}
        />
        <BoundField
          label={t.timeLimit}
          field={fields.timeLimitMinutes}
          type="number"
          inputMode="numeric"
          hint={t.timeLimitHint}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">{t.order}</legend>
        <BoundCheckboxField label={t.shuffleQuestions} field={fields.shuffleQuestions} />
        <BoundCheckboxField label={t.shuffleOptions} field={fields.shuffleOptions} />
      </fieldset>
      {mode === "create" || lessonCheck ? (
        <BoundCheckboxField label={t.required} field={fields.required} />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending}>
          {mode === "create" ? t.create : t.save}
        </Button>
        <ButtonLink to={cancelTo} variant="outline">
          {cancel}
        </ButtonLink>
      </div>
    </Form>
  );
}
