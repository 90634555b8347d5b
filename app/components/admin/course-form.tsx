import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Alert } from "~/components/ui/alert";
import { Button, ButtonLink } from "~/components/ui/button";
import {
  CheckboxField,
  Field,
  FieldErrors,
  SelectField,
  TextareaField,
} from "~/components/ui/field";
import { IMAGE_ACCEPT, VIDEO_ACCEPT } from "~/domain/admin/courses.constants";
import { COURSE_CATEGORIES, COURSE_LEVELS } from "~/domain/catalog/enums";

export type CourseFormDefaults = {
  title: string;
  instructor: string;
  description: string;
  category: string;
  duration: string;
  videoUrl: string;
  price: string;
  level: string;
  modules: string;
  features: string;
  hasAssessment: boolean;
};

export type CourseFormReply = {
  result: SubmissionResult<string[]>;
  alert?: { title: string; description?: string } | null;
};

const fileInputClasses =
  "block w-full text-sm text-ink-muted file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-border-strong file:bg-surface file:px-4 file:font-semibold file:text-ink hover:file:border-brand-600 hover:file:bg-brand-50 focus-visible:focus-ring aria-invalid:text-danger";

/** A labelled file input with hint and errors, like the other fields. */
export function FileField({
  id,
  name,
  label,
  hint,
  accept,
  errors,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  accept: string;
  errors?: string[];
}) {
  const errorId = errors && errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
        className={fileInputClasses}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      <FieldErrors id={errorId} errors={errors ?? []} />
    </div>
  );
}

/**
 * The course form of spec 001 §5, for creating (with an optional thumbnail) and editing. The
 * intro video is required: an uploaded MP4/WebM or an address (ours or https://).
 */
export function CourseForm({
  mode,
  defaults,
  last,
  cancelTo,
  formKey,
}: {
  mode: "create" | "edit";
  defaults: CourseFormDefaults;
  last?: CourseFormReply;
  cancelTo: string;
  /** A new course's once-per-form key: a repeated submission makes one course. */
  formKey?: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useLazyForm(
    "course-form",
    () => import("~/domain/admin/courses.schema").then((m) => m.courseSchema),
    {
      id: "course-form",
      lastResult: last?.result,
      defaultValue: defaults,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const submitting =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      {last?.alert ? (
        <Alert variant="error" title={last.alert.title}>
          {last.alert.description}
        </Alert>
      ) : null}
      {form.errors && form.errors.length > 0 ? (
        <Alert variant="error" title="Please check the form">
          {form.errors.join(" ")}
        </Alert>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <Field
          label="Title"
          {...getInputProps(fields.title, { type: "text" })}
          error={fields.title.errors}
          className="md:col-span-2"
        />
        <Field
          label="Instructor"
          {...getInputProps(fields.instructor, { type: "text" })}
          autoComplete="name"
          hint="The name learners see on the course and its certificates."
          error={fields.instructor.errors}
        />
        <SelectField
          label="Category"
          {...getSelectProps(fields.category)}
          placeholder="Choose a category"
          options={COURSE_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))}
          error={fields.category.errors}
        />
        <TextareaField
          label="Description"
          {...getTextareaProps(fields.description)}
          rows={5}
          error={fields.description.errors}
          className="md:col-span-2"
        />
        <Field
          label="Duration"
          {...getInputProps(fields.duration, { type: "text" })}
          placeholder="e.g. 2 hours or 3 weeks"
          error={fields.duration.errors}
        />
        <SelectField
          label="Level"
          {...getSelectProps(fields.level)}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: level }))}
          error={fields.level.errors}
        />
        <Field
          label="Price (₦)"
          {...getInputProps(fields.price, { type: "number" })}
          inputMode="decimal"
          min={0}
          step={0.01}
          hint="0 means Free."
          error={fields.price.errors}
        />
      </div>

      <fieldset className="space-y-4 rounded-lg border border-border p-4">
        <legend className="px-1 text-base font-semibold">Intro video</legend>
        <p className="text-sm text-ink-muted">
          Required: a link to the video, or an MP4 or WebM file uploaded here.
        </p>
        <Field
          label="Video URL"
          {...getInputProps(fields.videoUrl, { type: "text" })}
          inputMode="url"
          placeholder="https://… or /uploads/…"
          hint={
            mode === "edit"
              ? "The current address. Upload a file below to replace it."
              : "A link to the video, or leave empty and upload a file."
          }
          error={fields.videoUrl.errors}
        />
        <FileField
          id={fields.videoFile.id}
          name={fields.videoFile.name}
          label="Or upload a video"
          hint="MP4 or WebM, up to 200 MB. It replaces the URL above."
          accept={VIDEO_ACCEPT}
          errors={fields.videoFile.errors}
        />
      </fieldset>

      {mode === "create" ? (
        <FileField
          id={fields.thumbnailFile.id}
          name={fields.thumbnailFile.name}
          label="Thumbnail (optional)"
          hint="JPEG, PNG or WebP, up to 8 MB. Resized for the web."
          accept={IMAGE_ACCEPT}
          errors={fields.thumbnailFile.errors}
        />
      ) : null}

      <div className="grid gap-5 md:grid-cols-2">
        <TextareaField
          label="Modules (optional)"
          {...getTextareaProps(fields.modules)}
          rows={4}
          hint="One module a line."
          error={fields.modules.errors}
        />
        <TextareaField
          label="Features (optional)"
          {...getTextareaProps(fields.features)}
          rows={4}
          hint="One feature a line, e.g. Certificate of completion."
          error={fields.features.errors}
        />
      </div>
      <CheckboxField
        label="This course has a scored assessment (its score is shown on certificates)"
        {...getInputProps(fields.hasAssessment, { type: "checkbox" })}
        error={fields.hasAssessment.errors}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" pending={submitting}>
          {mode === "create" ? "Create course" : "Save changes"}
        </Button>
        <ButtonLink to={cancelTo} variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
