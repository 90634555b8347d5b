import { BoundField, BoundSelectField, BoundTextareaField } from "~/components/forms/bound-fields";
import { FormAlert } from "~/components/ui/form-alert";
import { LESSON_TYPE_LABELS } from "~/domain/admin/courses.constants";
import { LESSON_TYPES } from "~/domain/catalog/enums";
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
      submitLabel={mode === "create" ? "Add lesson" : "Save lesson"}
      cancelTo={cancelTo}
      className="space-y-5"
    >
      <FormAlert alert={last?.alert} />
      <BoundField label="Lesson title" field={fields.title} />
      <div className="grid gap-5 sm:grid-cols-2">
        <BoundSelectField
          label="Type"
          field={fields.type}
          options={LESSON_TYPES.map((t) => ({ value: t, label: LESSON_TYPE_LABELS[t] }))}
          hint="Video: our file or a link. Embedded: a link only. Text: the description is the lesson."
        />
        <BoundField
          label="Duration"
          field={fields.duration}
          placeholder="e.g. 8 min or 1:30"
          hint="8 min, 1 h 20 min, or minutes:seconds such as 1:30. An uploaded video sets its own length."
        />
      </div>
      <BoundTextareaField
        label="Description"
        field={fields.description}
        rows={5}
        hint="Required for a text lesson."
      />
      <VideoFields
        legend="Video"
        url={fields.videoUrl}
        file={fields.videoFile}
        urlHint={
          mode === "edit"
            ? "The current address. Upload a file below to replace it. Not used for text lessons."
            : "A link to the video (required for an embedded video). Not used for text lessons."
        }
        fileLabel="Or upload a video (video lessons)"
      />
    </AdminUploadForm>
  );
}
