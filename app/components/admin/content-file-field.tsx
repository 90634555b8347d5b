import { useEffect, useState } from "react";
import { FieldErrors } from "~/components/ui/field";
import { Picture } from "~/components/ui/picture";

/**
 * A file input for a staff upload, with what is stored now (a picture, or a link to the video)
 * and a "remove" checkbox for it. With JavaScript a chosen picture is previewed before upload.
 * Shared by the content and story forms.
 */
export function MediaFileField({
  field,
  label,
  accept,
  hint,
  current,
  currentKind,
  remove,
  removeDefault,
  form,
  currentVideoLabel = "Current video:",
}: {
  /** The conform field of the file input. */
  field: { id: string; name: string; errors?: string[] };
  label: string;
  accept: string;
  hint: string;
  /** The stored file's URL, if any. */
  current?: string | null;
  currentKind: "image" | "video";
  /** The checkbox that removes the stored file (shown only when there is one). */
  remove?: { name: string; label: string };
  removeDefault?: boolean;
  /** The conform form id, so the input takes part in its validation. */
  form?: string;
  /** "Current video:", in the page's language. */
  currentVideoLabel?: string;
}) {
  const { id, name, errors } = field;
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);
  const list = errors ?? [];
  const hintId = `${id}-hint`;
  const errorId = list.length > 0 ? `${id}-error` : undefined;
  const shown = preview ?? (currentKind === "image" ? current : null);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      {shown ? (
        <Picture
          src={shown}
          sizes="192px"
          alt=""
          width={192}
          height={108}
          className="aspect-video w-48 rounded-lg bg-surface-sunken object-cover ring-1 ring-border"
        />
      ) : null}
      {currentKind === "video" && current ? (
        <p className="text-sm text-ink">
          {currentVideoLabel}{" "}
          <a href={current} className="font-semibold text-brand-700 underline">
            {current.split("/").pop()}
          </a>
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        form={form}
        accept={accept}
        aria-invalid={list.length > 0 ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
        onChange={(event) => {
          if (currentKind !== "image") return;
          const file = event.currentTarget.files?.[0];
          setPreview(file && file.size > 0 ? URL.createObjectURL(file) : null);
        }}
        className="block w-full text-sm text-ink-muted file:mr-3 file:h-11 file:cursor-pointer file:rounded-md file:border file:border-border-strong file:bg-surface file:px-4 file:font-semibold file:text-ink hover:file:border-brand-600 hover:file:bg-brand-50 focus-visible:focus-ring aria-invalid:text-danger"
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {hint}
      </p>
      <FieldErrors id={errorId} errors={list} />
      {current && remove ? (
        <div className="flex items-center gap-2">
          <input
            id={`${id}-remove`}
            name={remove.name}
            type="checkbox"
            defaultChecked={removeDefault}
            className="size-5 cursor-pointer rounded border-border-strong accent-brand-700 focus-visible:focus-ring"
          />
          <label htmlFor={`${id}-remove`} className="text-sm text-ink">
            {remove.label}
          </label>
        </div>
      ) : null}
    </div>
  );
}
