import {
  BoundCheckboxField,
  BoundField,
  BoundTextareaField,
} from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { FormAlert } from "~/components/ui/form-alert";
import { useValidationText } from "~/components/ui/validation-text";
import { QUESTION_TYPES } from "~/db/schema/enums";
import { adminQuizzes } from "~/i18n/messages/admin-quizzes";
import { useT } from "~/i18n/react";
import { type AdminFormLast, AdminUploadForm } from "./admin-form";
import { FileField } from "./file-field";

// One quiz question: its type decides which part of the form is read; the page shows only that
// part, with CSS alone, so the form works without JavaScript.

// Each type's part shows while its type is chosen (CSS :has on the form, so without JavaScript
// too). Written out whole so Tailwind finds every class.
const BOX = "space-y-4 rounded-lg border border-border bg-surface-sunken/50 p-4";
const PART = {
  single: `hidden ${BOX} group-has-[[data-kind=single]:checked]:block`,
  multiple: `hidden ${BOX} group-has-[[data-kind=multiple]:checked]:block`,
  options:
    "hidden group-has-[[data-kind=single]:checked]:block group-has-[[data-kind=multiple]:checked]:block",
  trueFalse: `hidden ${BOX} group-has-[[data-kind=true-false]:checked]:block`,
  number: `hidden ${BOX} group-has-[[data-kind=number]:checked]:block`,
  shortText: `hidden ${BOX} group-has-[[data-kind=short-text]:checked]:block`,
};

/** The question form's starting values, as its fields hold them (text). */
export type QuestionDefaults = {
  type: string;
  prompt: string;
  marks: string;
  explanation: string;
  options: string;
  trueFalse: string;
  answer: string;
  tolerance: string;
  unit: string;
  accepted: string;
};

/** One question: its type, text and marks, then the part of the form its type reads. */
export function QuestionForm({
  mode,
  defaults,
  imageUrl,
  last,
  formKey,
  cancelTo,
  asked,
}: {
  mode: "create" | "edit";
  defaults: QuestionDefaults;
  /** The picture the question shows now, if any. */
  imageUrl?: string | null;
  last?: AdminFormLast;
  formKey?: string;
  cancelTo: string;
  /** Learners were already given it: saving makes a new version. */
  asked?: boolean;
}) {
  const all = useT(adminQuizzes);
  const t = all.question;
  const say = useValidationText();
  const [form, fields] = useLazyForm(
    "question-form",
    () => import("~/domain/assessments/quiz.schema").then((m) => m.questionSchema),
    {
      id: "question-form",
      lastResult: last?.result,
      defaultValue: defaults,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <AdminUploadForm
      form={form}
      formKey={formKey}
      intent="save"
      submitLabel={mode === "create" ? t.add : t.save}
      cancelTo={cancelTo}
      className="group space-y-5"
    >
      <FormAlert alert={last?.alert} />
      {asked ? (
        <p className="rounded-lg border border-info-border bg-info-bg p-3 text-sm text-ink">
          {t.askedNotice}
        </p>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-ink">{t.type}</legend>
        <div className="flex flex-wrap gap-2">
          {QUESTION_TYPES.map((type) => (
            <label
              key={type}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-border bg-surface px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:focus-ring"
            >
              <input
                type="radio"
                name="type"
                value={type}
                data-kind={type.replace("_", "-")}
                defaultChecked={(fields.type.initialValue ?? defaults.type) === type}
                className="size-4 accent-brand-700"
              />
              {all.types[type]}
            </label>
          ))}
        </div>
        {fields.type.errors ? (
          <p className="text-sm font-medium text-danger">{say(fields.type.errors[0] ?? "")}</p>
        ) : null}
      </fieldset>
      <BoundTextareaField label={t.prompt} field={fields.prompt} rows={3} />
      <div className="grid gap-5 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <BoundField label={t.marks} field={fields.marks} type="number" inputMode="numeric" />
        <BoundTextareaField
          label={t.explanation}
          field={fields.explanation}
          rows={2}
          hint={t.explanationHint}
        />
      </div>

      <div className={PART.single}>
        <p className="text-sm text-ink">
          <strong>{t.singleLead}</strong> {t.singleBody}
        </p>
      </div>
      <div className={PART.multiple}>
        <p className="text-sm text-ink">
          <strong>{t.multipleLead}</strong> {t.multipleBody} {t.multipleRule}
        </p>
      </div>
      <div className={PART.options}>
        <BoundTextareaField
          label={t.options}
          field={fields.options}
          rows={5}
          placeholder={t.optionsPlaceholder}
          hint={t.optionsHint}
        />
      </div>
      <fieldset className={PART.trueFalse}>
        <legend className="text-sm font-semibold text-ink">{t.statement}</legend>
        <div className="flex gap-3">
          {(["true", "false"] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="trueFalse"
                value={value}
                defaultChecked={defaults.trueFalse === value}
                className="size-4 accent-brand-700"
              />
              {value === "true" ? t.true : t.false}
            </label>
          ))}
        </div>
        {fields.trueFalse.errors ? (
          <p className="text-sm font-medium text-danger">{say(fields.trueFalse.errors[0] ?? "")}</p>
        ) : null}
      </fieldset>
      <div className={PART.number}>
        <div className="grid gap-4 sm:grid-cols-3">
          <BoundField label={t.answer} field={fields.answer} inputMode="decimal" />
          <BoundField
            label={t.tolerance}
            field={fields.tolerance}
            inputMode="decimal"
            hint={t.toleranceHint}
          />
          <BoundField label={t.unit} field={fields.unit} placeholder={t.unitPlaceholder} />
        </div>
      </div>
      <div className={PART.shortText}>
        <BoundTextareaField
          label={t.accepted}
          field={fields.accepted}
          rows={3}
          hint={t.acceptedHint}
        />
      </div>

      {imageUrl ? (
        <div className="space-y-2">
          <p className="text-sm font-semibold text-ink">{t.showsNow}</p>
          <img
            src={imageUrl}
            alt=""
            className="max-h-40 w-auto rounded-lg border border-border object-contain"
          />
          <BoundCheckboxField label={t.removePicture} field={fields.removeImage} />
        </div>
      ) : null}
      <FileField
        id={fields.image.id}
        name={fields.image.name}
        label={imageUrl ? t.replacePicture : t.picture}
        hint={t.pictureHint}
        accept="image/jpeg,image/png,image/webp"
        errors={fields.image.errors}
      />
    </AdminUploadForm>
  );
}
