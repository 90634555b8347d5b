import {
  BoundCheckboxField,
  BoundField,
  BoundSelectField,
  BoundTextareaField,
} from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { FormAlert } from "~/components/ui/form-alert";
import { useHydrated } from "~/components/ui/use-hydrated";
import { JOURNEY_TYPES } from "~/db/schema/enums";
import { CONTENT_IMAGE_ACCEPT, CONTENT_VIDEO_ACCEPT } from "~/domain/admin/content.constants";
import type { JourneyType } from "~/domain/journey/journey.filters";
import { adminContent } from "~/i18n/messages/admin-content";
import { useT } from "~/i18n/react";
import { type AdminFormLast, AdminUploadForm } from "./admin-form";
import { MediaFileField } from "./content-file-field";

export type ContentFormDefaults = {
  title: string;
  description: string;
  type: JourneyType;
  author: string;
  content: string;
  /** datetime-local value, Lagos time. */
  date: string;
  location: string;
  speakers: string;
  videoLink: string;
  published: boolean;
};

export type ContentFormMedia = {
  imageUrl: string | null;
  thumbnail: string | null;
  /** A video file on this site; a link elsewhere is shown in the link field instead. */
  videoFile: string | null;
};

/**
 * The three uploads of an item: each replaces, or with its checkbox removes, the stored file.
 * Label, hint and remove label are keys of the namespace's `form` messages.
 */
const MEDIA_FIELDS = [
  {
    name: "image",
    removeName: "removeImage",
    stored: "imageUrl",
    kind: "image",
    label: "image",
    accept: CONTENT_IMAGE_ACCEPT,
    hint: "imageHint",
    removeLabel: "removeImage",
  },
  {
    name: "thumbnail",
    removeName: "removeThumbnail",
    stored: "thumbnail",
    kind: "image",
    label: "thumbnail",
    accept: CONTENT_IMAGE_ACCEPT,
    hint: "thumbnailHint",
    removeLabel: "removeThumbnail",
  },
  {
    name: "video",
    removeName: "removeVideo",
    stored: "videoFile",
    kind: "video",
    label: "video",
    accept: CONTENT_VIDEO_ACCEPT,
    hint: "videoHint",
    removeLabel: "removeVideo",
  },
] as const;

function Fieldset({
  legend,
  description,
  children,
  hidden,
}: {
  legend: string;
  description?: string;
  children: React.ReactNode;
  hidden?: boolean;
}) {
  return (
    <fieldset
      hidden={hidden}
      className="space-y-4 rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <legend className="float-left mb-1 w-full text-lg font-bold text-ink">{legend}</legend>
      {description ? <p className="clear-left text-sm text-ink-muted">{description}</p> : null}
      <div className="clear-left space-y-4">{children}</div>
    </fieldset>
  );
}

/**
 * The journey content form (create and edit). Title and description are required ("Missing
 * Information" otherwise); the author defaults to Admin. Event details only apply to
 * events: with JavaScript they show only for that type, without it they are always there and the
 * server ignores them for other types.
 */
export function ContentForm({
  mode,
  defaults,
  media,
  last,
  cancelTo,
  formKey,
}: {
  mode: "create" | "edit";
  defaults: ContentFormDefaults;
  media?: ContentFormMedia;
  last?: AdminFormLast;
  cancelTo: string;
  /** A new item's once-per-form key: a repeated submission makes one item. */
  formKey?: string;
}) {
  const t = useT(adminContent);
  const hydrated = useHydrated();
  const [form, fields] = useLazyForm(
    "content-form",
    () => import("~/domain/admin/content.schema").then((m) => m.contentSchema),
    {
      id: "content-form",
      lastResult: last?.result,
      defaultValue: {
        ...defaults,
        published: defaults.published ? "on" : undefined,
      },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const missing =
    (fields.title.errors?.length ?? 0) > 0 || (fields.description.errors?.length ?? 0) > 0;
  const alert =
    last?.alert ??
    (missing ? { title: t.toasts.missingTitle, description: t.toasts.missingDescription } : null);
  const typeOptions = JOURNEY_TYPES.map((value) => ({ value, label: t.types[value] }));
  const type = (fields.type.value ?? defaults.type) as JourneyType;

  return (
    <AdminUploadForm
      form={form}
      formKey={formKey}
      submitLabel={mode === "create" ? t.form.add : t.form.save}
      cancelTo={cancelTo}
      className="max-w-3xl space-y-6"
    >
      <FormAlert alert={alert} />

      <Fieldset legend={t.form.details} description={t.form.required}>
        <BoundField label={t.form.titleLabel} field={fields.title} maxLength={200} />
        <BoundTextareaField
          label={t.form.descriptionLabel}
          field={fields.description}
          rows={3}
          hint={t.form.descriptionHint}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <BoundSelectField label={t.form.type} field={fields.type} options={typeOptions} />
          <BoundField label={t.form.author} field={fields.author} hint={t.form.authorHint} />
        </div>
        <BoundField
          label={t.form.date}
          field={fields.date}
          type="datetime-local"
          hint={t.form.dateHint}
        />
        <BoundTextareaField
          label={t.form.content}
          field={fields.content}
          rows={10}
          hint={t.form.contentHint}
        />
      </Fieldset>

      <Fieldset
        legend={t.form.eventDetails}
        description={hydrated ? undefined : t.form.eventOnly}
        hidden={hydrated && type !== "event"}
      >
        <BoundField
          label={t.form.location}
          field={fields.location}
          placeholder={t.form.locationPlaceholder}
        />
        <BoundTextareaField
          label={t.form.speakers}
          field={fields.speakers}
          rows={3}
          hint={t.form.speakersHint}
        />
      </Fieldset>

      <Fieldset legend={t.form.media} description={t.form.mediaDescription}>
        {MEDIA_FIELDS.map((m) => (
          <MediaFileField
            key={m.name}
            field={fields[m.name]}
            label={t.form[m.label]}
            accept={m.accept}
            hint={t.form[m.hint]}
            current={media?.[m.stored]}
            currentKind={m.kind}
            remove={{ name: fields[m.removeName].name, label: t.form[m.removeLabel] }}
            currentVideoLabel={t.form.currentVideo}
          />
        ))}
        <BoundField
          label={t.form.videoLink}
          field={fields.videoLink}
          type="url"
          placeholder="https://"
          hint={t.form.videoLinkHint}
        />
      </Fieldset>

      <Fieldset legend={t.form.publishing}>
        <BoundCheckboxField label={t.form.published} field={fields.published} />
      </Fieldset>
    </AdminUploadForm>
  );
}
