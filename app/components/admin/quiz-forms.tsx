import { getFormProps } from "@conform-to/react";
import { useNavigation } from "react-router";
import { BoundCheckboxField, BoundField, BoundSelectField } from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Button, ButtonLink } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/form-alert";
import { Form } from "~/components/ui/link";
import { ANSWER_REVEALS, KEPT_GRADES } from "~/db/schema/enums";
import { KEPT_GRADE_LABELS, REVEAL_LABELS } from "~/domain/assessments/quiz.constants";
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
  const navigation = useNavigation();
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
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "settings";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormAlert alert={last?.alert} />
      <input type="hidden" name="intent" value="settings" />
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      <BoundField label="Title" field={fields.title} placeholder="e.g. Final assessment: Cassava" />
      {mode === "create" && scopes ? (
        <BoundSelectField
          label="Where it goes"
          field={fields.scope}
          options={scopes}
          hint="The final assessment completes the course; a lesson check follows its lesson's video."
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <BoundField
          label="Pass mark (%)"
          field={fields.passMark}
          type="number"
          inputMode="numeric"
          hint="The share of the marks a learner needs to pass."
        />
        <BoundField
          label="Attempts allowed"
          field={fields.attemptsAllowed}
          type="number"
          inputMode="numeric"
          hint="0 means as many as the learner likes."
        />
        <BoundSelectField
          label="The grade kept"
          field={fields.keptGrade}
          options={KEPT_GRADES.map((g) => ({ value: g, label: KEPT_GRADE_LABELS[g] }))}
        />
        <BoundSelectField
          label="Right answers shown"
          field={fields.reveal}
          options={ANSWER_REVEALS.map((r) => ({ value: r, label: REVEAL_LABELS[r] }))}
          hint="With the explanations, after an attempt is marked."
        />
        <BoundField
          label="Questions drawn for each attempt (optional)"
          field={fields.drawCount}
          type="number"
          inputMode="numeric"
          hint="Empty asks every question. A number draws that many at random from the questions."
        />
        <BoundField
          label="Time limit in minutes (optional)"
          field={fields.timeLimitMinutes}
          type="number"
          inputMode="numeric"
          hint="Empty for none. Answers saved after the time is up do not count."
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-ink">Order</legend>
        <BoundCheckboxField
          label="Shuffle the questions for each attempt"
          field={fields.shuffleQuestions}
        />
        <BoundCheckboxField
          label="Shuffle the options of each question"
          field={fields.shuffleOptions}
        />
      </fieldset>
      {mode === "create" || lessonCheck ? (
        <BoundCheckboxField
          label="Required: the lesson counts as completed only once this check is passed (lesson checks only)"
          field={fields.required}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={pending}>
          {mode === "create" ? "Create quiz" : "Save settings"}
        </Button>
        <ButtonLink to={cancelTo} variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
