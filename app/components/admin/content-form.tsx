import {
  BoundCheckboxField,
  BoundField,
  BoundSelectField,
  BoundTextareaField,
} from "~/components/forms/bound-fields";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { FormAlert } from "~/components/ui/form-alert";
import { useHydrated } from "~/components/ui/use-hydrated";
import {
  CONTENT_IMAGE_ACCEPT,
  CONTENT_TOASTS,
  CONTENT_TYPE_OPTIONS,
  CONTENT_VIDEO_ACCEPT,
} from "~/domain/admin/content.constants";
import type { JourneyType } from "~/domain/journey/journey.filters";
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

/** The three uploads of an item: each replaces, or with its checkbox removes, the stored file. */
const MEDIA_FIELDS = [
  {
    name: "image",
    removeName: "removeImage",
    stored: "imageUrl",
    kind: "image",
    label: "Image",
    accept: CONTENT_IMAGE_ACCEPT,
    hint: "JPEG, PNG or WebP, up to 8 MB. Shown at the top of the item's page.",
    removeLabel: "Remove the current image",
  },
  {
    name: "thumbnail",
    removeName: "removeThumbnail",
    stored: "thumbnail",
    kind: "image",
    label: "Thumbnail",
    accept: CONTENT_IMAGE_ACCEPT,
    hint: "JPEG, PNG or WebP, up to 8 MB. Shown on the Journey cards; the image is used when there is none.",
    removeLabel: "Remove the current thumbnail",
  },
  {
    name: "video",
    removeName: "removeVideo",
    stored: "videoFile",
    kind: "video",
    label: "Video upload",
    accept: CONTENT_VIDEO_ACCEPT,
    hint: "MP4 or WebM, up to 200 MB. Played on our own site, so visitors use no third-party data.",
    removeLabel: "Remove the current video",
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
  const alert = last?.alert ?? (missing ? CONTENT_TOASTS.missing : null);
  const type = (fields.type.value ?? defaults.type) as JourneyType;

  return (
    <AdminUploadForm
      form={form}
      formKey={formKey}
      submitLabel={mode === "create" ? "Add content" : "Save changes"}
      cancelTo={cancelTo}
      className="max-w-3xl space-y-6"
    >
      <FormAlert alert={alert} />

      <Fieldset legend="Details" description="Fields marked * are required.">
        <BoundField label="Title *" field={fields.title} maxLength={200} />
        <BoundTextareaField
          label="Description *"
          field={fields.description}
          rows={3}
          hint="One or two sentences, shown on the Journey cards."
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <BoundSelectField label="Type" field={fields.type} options={CONTENT_TYPE_OPTIONS} />
          <BoundField label="Author" field={fields.author} hint="Shown as Admin when left blank." />
        </div>
        <BoundField
          label="Date"
          field={fields.date}
          type="datetime-local"
          hint="Lagos time. The date the item is listed under; for an event, when it starts."
        />
        <BoundTextareaField
          label="Content"
          field={fields.content}
          rows={10}
          hint="The full article. Leave a blank line between paragraphs."
        />
      </Fieldset>

      <Fieldset
        legend="Event details"
        description={hydrated ? undefined : "Only used when the type is Event."}
        hidden={hydrated && type !== "event"}
      >
        <BoundField
          label="Location"
          field={fields.location}
          placeholder="e.g. AFA Demonstration Farm, Epe, Lagos"
        />
        <BoundTextareaField
          label="Speakers"
          field={fields.speakers}
          rows={3}
          hint="One speaker per line."
        />
      </Fieldset>

      <Fieldset
        legend="Media"
        description="Pictures are resized for the web; files are checked by their content."
      >
        {MEDIA_FIELDS.map((m) => (
          <MediaFileField
            key={m.name}
            field={fields[m.name]}
            label={m.label}
            accept={m.accept}
            hint={m.hint}
            current={media?.[m.stored]}
            currentKind={m.kind}
            remove={{ name: fields[m.removeName].name, label: m.removeLabel }}
          />
        ))}
        <BoundField
          label="Or a video link"
          field={fields.videoLink}
          type="url"
          placeholder="https://"
          hint="A video hosted elsewhere (e.g. YouTube) is shown as a link, not embedded."
        />
      </Fieldset>

      <Fieldset legend="Publishing">
        <BoundCheckboxField
          label="Published: show it on the Journey page"
          field={fields.published}
        />
      </Fieldset>
    </AdminUploadForm>
  );
}
