import { BoundField, BoundSelectField, BoundTextareaField } from "~/components/forms/bound-fields";
import { Alert } from "~/components/ui/alert";
import { FormAlert } from "~/components/ui/form-alert";
import { useValidationText } from "~/components/ui/validation-text";
import { COURSE_CATEGORY_SLUGS, COURSE_LEVELS, LANGUAGES } from "~/db/schema/enums";
import { IMAGE_ACCEPT } from "~/domain/admin/courses.constants";
import { LOCALE_NAMES } from "~/i18n/locales";
import { adminCourseForm } from "~/i18n/messages/admin-course-form";
import { catalog } from "~/i18n/messages/catalog";
import { useT } from "~/i18n/react";
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
  /** The language the course is taught in (en, pcm, ha, yo, ig); English when not given. */
  language?: string;
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
    { defaults: { ...defaults, language: defaults.language ?? "en" }, last },
  );
  const t = useT(adminCourseForm);
  // Category and level names are the catalogue's, written once for every language.
  const names = useT(catalog);
  const say = useValidationText();

  return (
    // The course's page has its thumbnail and resource forms too: this one posts intent=save.
    <AdminUploadForm
      form={form}
      formKey={formKey}
      intent="save"
      submitLabel={mode === "create" ? t.create : t.save}
      cancelTo={cancelTo}
      className="space-y-6"
    >
      <FormAlert alert={last?.alert} />
      {form.errors && form.errors.length > 0 ? (
        <Alert variant="error" title={t.checkForm}>
          {form.errors.map(say).join(" ")}
        </Alert>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <BoundField label={t.title} field={fields.title} className="md:col-span-2" />
        <BoundField
          label={t.instructor}
          field={fields.instructor}
          autoComplete="name"
          hint={t.instructorHint}
        />
        <BoundSelectField
          label={t.category}
          field={fields.category}
          placeholder={t.chooseCategory}
          options={COURSE_CATEGORY_SLUGS.map((slug) => ({
            value: slug,
            label: names.categories[slug],
          }))}
        />
        <BoundSelectField
          label={t.language}
          field={fields.language}
          hint={t.languageHint}
          required
          options={LANGUAGES.map((language) => ({
            value: language,
            label: LOCALE_NAMES[language],
          }))}
        />
        <BoundTextareaField
          label={t.description}
          field={fields.description}
          rows={5}
          className="md:col-span-2"
        />
        <BoundField
          label={t.duration}
          field={fields.duration}
          placeholder={t.durationPlaceholder}
        />
        <BoundSelectField
          label={t.level}
          field={fields.level}
          options={COURSE_LEVELS.map((level) => ({ value: level, label: names.levels[level] }))}
        />
        <BoundField
          label={t.price}
          field={fields.price}
          // Text, not a number field: staff may write naira as they would on paper, "12,500.50".
          inputMode="decimal"
          hint={t.priceHint}
        />
      </div>

      <VideoFields
        legend={t.introVideo}
        note={t.videoNote}
        url={fields.videoUrl}
        file={fields.videoFile}
        urlHint={mode === "edit" ? t.videoUrlHintEdit : t.videoUrlHintNew}
        fileLabel={t.uploadVideo}
      />

      {mode === "create" ? (
        <FileField
          id={fields.thumbnailFile.id}
          name={fields.thumbnailFile.name}
          label={t.thumbnail}
          hint={t.thumbnailHint}
          accept={IMAGE_ACCEPT}
          errors={fields.thumbnailFile.errors}
        />
      ) : null}

      <div className="grid gap-5 md:grid-cols-2">
        <BoundTextareaField
          label={t.modules}
          field={fields.modules}
          rows={4}
          hint={t.modulesHint}
        />
        <BoundTextareaField
          label={t.features}
          field={fields.features}
          rows={4}
          hint={t.featuresHint}
        />
      </div>
    </AdminUploadForm>
  );
}
