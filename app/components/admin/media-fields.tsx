import type { DefaultValue } from "@conform-to/react";
import { type FieldMetadata, getInputProps, type SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { Field } from "~/components/ui/field";
import { VIDEO_ACCEPT } from "~/domain/admin/courses.constants";
import { admin } from "~/i18n/messages/admin";
import { useT } from "~/i18n/react";
import { FileField } from "./file-field";

// The parts the course and lesson forms (and a course's media sections) share: a file input
// like the other fields, the video's address-or-upload fieldset, and what their actions answer.

/** What the course and lesson forms' actions answer when they do not redirect. */
export type MediaFormReply = {
  result: SubmissionResult<string[]>;
  alert?: { title: string; description?: string } | null;
};

/** The props of the course and lesson forms. */
export type MediaFormProps<Defaults> = {
  mode: "create" | "edit";
  defaults: Defaults;
  last?: MediaFormReply;
  cancelTo: string;
  /** A new record's once-per-form key: a repeated submission makes one record. */
  formKey?: string;
};

/**
 * The conform form of the course or lesson form (`id` is also its constraints' key): it starts
 * from `defaults` or the last answer, and checks a field on blur, then as it is corrected.
 */
export function useMediaForm<Schema extends z.ZodObject>(
  id: string,
  loadSchema: () => Promise<Schema>,
  { defaults, last }: { defaults: DefaultValue<z.input<Schema>>; last?: MediaFormReply },
) {
  return useLazyForm(id, loadSchema, {
    id,
    lastResult: last?.result,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

/**
 * A video given as an address (ours or https://) or as an MP4/WebM upload that replaces it: the
 * course's intro video and a lesson's video.
 */
export function VideoFields({
  legend,
  note,
  url,
  file,
  urlHint,
  fileLabel,
}: {
  legend: string;
  /** A line under the legend, when the video needs saying more. */
  note?: string;
  url: FieldMetadata<string | undefined>;
  file: FieldMetadata<File | undefined>;
  urlHint: string;
  fileLabel: string;
}) {
  const t = useT(admin).video;
  return (
    <fieldset className="space-y-4 rounded-lg border border-border p-4">
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {note ? <p className="text-sm text-ink-muted">{note}</p> : null}
      <Field
        label={t.url}
        {...getInputProps(url, { type: "text" })}
        inputMode="url"
        placeholder={t.urlPlaceholder}
        hint={urlHint}
        error={url.errors}
      />
      <FileField
        id={file.id}
        name={file.name}
        label={fileLabel}
        hint={t.fileHint}
        accept={VIDEO_ACCEPT}
        errors={file.errors}
      />
    </fieldset>
  );
}
