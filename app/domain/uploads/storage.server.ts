import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { imageVariantKeys } from "~/lib/image-sources";
import type { Services } from "~/services.server";
import { createS3Storage, type S3StorageOptions } from "./s3-storage.server";

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

/** Files on the local disk under `root` (DATA_DIR/uploads). */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);

  function fileFor(key: string): { file: string; contentType: string } | null {
    const parsed = parseStorageKey(key);
    if (!parsed) return null;
    const file = path.resolve(base, parsed.folder, parsed.name);
    // The pattern already forbids separators and dots in folders; this is the belt to its braces.
    if (path.dirname(path.dirname(file)) !== base) return null;
    return { file, contentType: parsed.contentType };
  }

  return {
    async put(key, body, { contentType }) {
      const target = fileFor(key);
      if (!target) throw new Error(`Invalid storage key: ${key}`);
      if (target.contentType !== contentType) {
        throw new Error(`Content type ${contentType} does not match the key ${key}`);
      }
      await mkdir(path.dirname(target.file), { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = `${target.file}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, body, { flag: "wx" });
        await rename(temporary, target.file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const target = fileFor(key);
      if (!target) return null;
      const info = await statFile(target.file);
      if (!info) return null;
      const stream = Readable.toWeb(
        createReadStream(target.file, range ? { start: range.start, end: range.end } : undefined),
      ) as ReadableStream<Uint8Array>;
      return { body: stream, size: info.size, contentType: target.contentType };
    },

    async head(key) {
      const target = fileFor(key);
      if (!target) return null;
      const info = await statFile(target.file);
      return info ? { size: info.size, contentType: target.contentType } : null;
    },

    async delete(key) {
      if (!fileFor(key)) return;
      for (const k of [key, ...imageVariantKeys(key)]) {
        const target = fileFor(k);
        if (!target) continue;
        try {
          await unlink(target.file);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
    },
  };
}

async function statFile(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

const storages = new Map<string, FileStorage>();

/**
 * The storage of this server: the S3-compatible bucket when S3_BUCKET is set, else the local disk
 * under DATA_DIR/uploads. Built once per configuration (tests each have their own DATA_DIR).
 */
export function uploadStorage(services: Pick<Services, "env">): FileStorage {
  const s3 = s3Options(services.env);
  const id = s3
    ? `s3:${s3.endpoint ?? "aws"}:${s3.region}:${s3.bucket}`
    : path.resolve(services.env.DATA_DIR, "uploads");
  let storage = storages.get(id);
  if (!storage) {
    storage = s3 ? createS3Storage(s3) : createLocalStorage(id);
    storages.set(id, storage);
  }
  return storage;
}

function s3Options(env: Services["env"]): S3StorageOptions | null {
  const { S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    bucket: S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
