import { BoundField, BoundSelectField, BoundTextareaField } from "~/components/forms/bound-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { LESSON_TYPES } from "~/db/schema/enums";
import { adminCourses } from "~/i18n/messages/admin-courses";
import { useT } from "~/i18n/react";
import { AdminUploadForm } from "./admin-form";
import { type MediaFormProps, useMediaForm, VideoFields } from "./media-fields";

export type LessonFormDefaults = {
  title: string;
  description: string;
  type: string;
  videoUrl: string;
  duration: string;
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
}: MediaFormProps<LessonFormDefaults>) {
  const messages = useT(adminCourses);
  const t = messages.lessonForm;
  const [form, fields] = useMediaForm(
    "lesson-form",
    () => import("~/domain/admin/courses.schema").then((m) => m.lessonSchema),
    { defaults, last },
  );
  return (
    <AdminUploadForm
      form={form}
      formKey={formKey}
      intent="save"
      submitLabel={mode === "create" ? t.add : t.save}
      cancelTo={cancelTo}
      className="space-y-5"
    >
      <FormAlert alert={last?.alert} />
      <BoundField label={t.title} field={fields.title} />
      <div className="grid gap-5 sm:grid-cols-2">
        <BoundSelectField
          label={t.type}
          field={fields.type}
          options={LESSON_TYPES.map((type) => ({ value: type, label: messages.lessonTypes[type] }))}
          hint={t.typeHint}
        />
        <BoundField
          label={t.duration}
          field={fields.duration}
          placeholder={t.durationPlaceholder}
          hint={t.durationHint}
        />
      </div>
      <BoundTextareaField
        label={t.description}
        field={fields.description}
        rows={5}
        hint={t.descriptionHint}
      />
      <VideoFields
        legend={t.video}
        url={fields.videoUrl}
        file={fields.videoFile}
        urlHint={mode === "edit" ? t.urlHintEdit : t.urlHintNew}
        fileLabel={t.fileLabel}
      />
    </AdminUploadForm>
  );
}
