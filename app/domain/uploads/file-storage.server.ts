import { randomUUID } from "node:crypto";

/**
 * Where uploaded files live. The local implementation writes under DATA_DIR/uploads; an
 * S3-compatible one sits behind the same interface, so callers only ever see keys and this type.
 *
 * A key is `<folder>/<name>` (e.g. `avatars/5f0c…e1.webp`): one folder level, names chosen by
 * the server, never by the uploader, so a key can be validated with a pattern and never escapes
 * the storage root.
 */
export type FileStorage = {
  put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void>;
  /**
   * The file, or null when there is none under this key (or the key is not a valid one). With a
   * range, the body holds only those bytes (videos are fetched piece by piece as they play).
   */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  /** Size and type without the body, to answer a range request before reading. */
  head(key: string): Promise<StoredFileInfo | null>;
  /**
   * Removes the file, and a picture's other sizes with it; a missing file is not an error
   * (deleting twice is harmless).
   */
  delete(key: string): Promise<void>;
};

export type StoredFileInfo = {
  /** The whole file's size, also when the body is a range of it. */
  size: number;
  contentType: string;
};

export type StoredFile = StoredFileInfo & { body: ReadableStream<Uint8Array> };

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/** The types we store, by extension: the served Content-Type comes from here, never from input. */
export const CONTENT_TYPES = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
  pdf: "application/pdf",
  mp4: "video/mp4",
  webm: "video/webm",
  // A lesson's sound-only copy (AAC in an MP4 container).
  m4a: "audio/mp4",
} as const;
export type StoredExtension = keyof typeof CONTENT_TYPES;

const FOLDER = /^[a-z0-9][a-z0-9-]{0,39}$/;
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\.([a-z0-9]{2,5})$/;

/** Splits a key into folder, name and content type; null for anything that is not a valid key. */
export function parseStorageKey(
  key: string,
): { folder: string; name: string; contentType: string } | null {
  const parts = key.split("/");
  if (parts.length !== 2) return null;
  const [folder = "", name = ""] = parts;
  const match = NAME.exec(name);
  if (!FOLDER.test(folder) || !match) return null;
  const extension = match[1] as string;
  if (!Object.hasOwn(CONTENT_TYPES, extension)) return null;
  return { folder, name, contentType: CONTENT_TYPES[extension as StoredExtension] };
}

/** A fresh key in `folder`: a random name the uploader cannot choose or guess. */
export function newStorageKey(folder: string, extension: StoredExtension): string {
  const key = `${folder}/${randomUUID()}.${extension}`;
  if (!parseStorageKey(key)) throw new Error(`Invalid storage folder: ${folder}`);
  return key;
}

/** The public address of a stored file (served by routes/uploads.ts). */
export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}

/** The key behind one of our /uploads/… addresses; null for anything else (e.g. an old URL). */
export function keyFromUploadUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith("/uploads/")) return null;
  const key = url.slice("/uploads/".length);
  return parseStorageKey(key) ? key : null;
}
