import { BoundField, BoundSelectField, BoundTextareaField } from "~/components/forms/bound-fields";
import { Alert } from "~/components/ui/alert";
import { FormAlert } from "~/components/ui/form-alert";
import { IMAGE_ACCEPT } from "~/domain/admin/courses.constants";
import { COURSE_CATEGORIES, COURSE_LEVELS } from "~/domain/catalog/enums";
import { AdminUploadForm } from "./admin-form";
import { FileField } from "./file-field";
import { type MediaFormProps, useMediaForm, VideoFields } from "./media-fields";

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
};

/**
 * The admin course form, for creating (with an optional thumbnail) and editing. The
 * intro video is required: an uploaded MP4/WebM or an address (ours or https://).
 */
export function CourseForm({
  mode,
  defaults,
  last,
  cancelTo,
  formKey,
}: MediaFormProps<CourseFormDefaults>) {
  const [form, fields] = useMediaForm(
    "course-form",
    () => import("~/domain/admin/courses.schema").then((m) => m.courseSchema),
    { defaults, last },
  );

  return (
    // The course's page has its thumbnail and resource forms too: this one posts intent=save.
    <AdminUploadForm
      form={form}
      formKey={formKey}
      intent="save"
      submitLabel={mode === "create" ? "Create course" : "Save changes"}
      cancelTo={cancelTo}
      className="space-y-6"
    >
      <FormAlert alert={last?.alert} />
      {form.errors && form.errors.length > 0 ? (
        <Alert variant="error" title="Please check the form">
          {form.errors.join(" ")}
        </Alert>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <BoundField label="Title" field={fields.title} className="md:col-span-2" />
        <BoundField
          label="Instructor"
          field={fields.instructor}
          autoComplete="name"
          hint="The name learners see on the course and its certificates."
        />
        <BoundSelectField
          label="Category"
          field={fields.category}
          placeholder="Choose a category"
          options={COURSE_CATEGORIES.map((c) => ({ value: c.slug, label: c.label }))}
        />
        <BoundTextareaField
          label="Description"
          field={fields.description}
          rows={5}
          className="md:col-span-2"
        />
        <BoundField
          label="Duration"
          field={fields.duration}
          placeholder="e.g. 2 hours or 3 weeks"
        />
        <BoundSelectField
          label="Level"
          field={fields.level}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: level }))}
        />
        <BoundField
          label="Price (₦)"
          field={fields.price}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          hint="0 means Free."
        />
      </div>

      <VideoFields
        legend="Intro video"
        note="Required: a link to the video, or an MP4 or WebM file uploaded here."
        url={fields.videoUrl}
        file={fields.videoFile}
        urlHint={
          mode === "edit"
            ? "The current address. Upload a file below to replace it."
            : "A link to the video, or leave empty and upload a file."
        }
        fileLabel="Or upload a video"
      />

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
        <BoundTextareaField
          label="Modules (optional)"
          field={fields.modules}
          rows={4}
          hint="One module a line."
        />
        <BoundTextareaField
          label="Features (optional)"
          field={fields.features}
          rows={4}
          hint="One feature a line, e.g. Certificate of completion."
        />
      </div>
    </AdminUploadForm>
  );
}
