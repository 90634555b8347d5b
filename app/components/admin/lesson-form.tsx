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
import { Field, SelectField, TextareaField } from "~/components/ui/field";
import { LESSON_TYPE_LABELS, VIDEO_ACCEPT } from "~/domain/admin/courses.constants";
import { LESSON_TYPES } from "~/domain/catalog/enums";
import { FileField } from "./course-form";

export type LessonFormDefaults = {
  title: string;
  description: string;
  type: string;
  videoUrl: string;
  duration: string;
};

export type LessonFormReply = {
  result: SubmissionResult<string[]>;
  alert?: { title: string; description?: string } | null;
};

/**
 * A lesson: title, description (the body of a text lesson), type, video (an upload or a URL for
 * a video lesson, a link for an embed) and length as people write it ("8 min", "1:30").
 */
export function LessonForm({
  mode,
  defaults,
  last,
  cancelTo,
  formKey,
}: {
  mode: "create" | "edit";
  defaults: LessonFormDefaults;
  last?: LessonFormReply;
  cancelTo: string;
  /** A new lesson's once-per-form key: a repeated submission makes one lesson. */
  formKey?: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useLazyForm(
    "lesson-form",
    () => import("~/domain/admin/courses.schema").then((m) => m.lessonSchema),
    {
      id: "lesson-form",
      lastResult: last?.result,
      defaultValue: defaults,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const submitting = navigation.state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-5">
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      {last?.alert ? (
        <Alert variant="error" title={last.alert.title}>
          {last.alert.description}
        </Alert>
      ) : null}
      <Field
        label="Lesson title"
        {...getInputProps(fields.title, { type: "text" })}
        error={fields.title.errors}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Type"
          {...getSelectProps(fields.type)}
          options={LESSON_TYPES.map((t) => ({ value: t, label: LESSON_TYPE_LABELS[t] }))}
          hint="Video: our file or a link. Embedded: a link only. Text: the description is the lesson."
          error={fields.type.errors}
        />
        <Field
          label="Duration"
          {...getInputProps(fields.duration, { type: "text" })}
          placeholder="e.g. 8 min or 1:30"
          hint="8 min, 1 h 20 min, or minutes:seconds such as 1:30. An uploaded video sets its own length."
          error={fields.duration.errors}
        />
      </div>
      <TextareaField
        label="Description"
        {...getTextareaProps(fields.description)}
        rows={5}
        hint="Required for a text lesson."
        error={fields.description.errors}
      />
      <fieldset className="space-y-4 rounded-lg border border-border p-4">
        <legend className="px-1 text-base font-semibold">Video</legend>
        <Field
          label="Video URL"
          {...getInputProps(fields.videoUrl, { type: "text" })}
          inputMode="url"
          placeholder="https://… or /uploads/…"
          hint={
            mode === "edit"
              ? "The current address. Upload a file below to replace it. Not used for text lessons."
              : "A link to the video (required for an embedded video). Not used for text lessons."
          }
          error={fields.videoUrl.errors}
        />
        <FileField
          id={fields.videoFile.id}
          name={fields.videoFile.name}
          label="Or upload a video (video lessons)"
          hint="MP4 or WebM, up to 200 MB. It replaces the URL above."
          accept={VIDEO_ACCEPT}
          errors={fields.videoFile.errors}
        />
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="save" pending={submitting}>
          {mode === "create" ? "Add lesson" : "Save lesson"}
        </Button>
        <ButtonLink to={cancelTo} variant="outline">
          Cancel
        </ButtonLink>
      </div>
    </Form>
  );
}
