import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { imageVariantKeys } from "~/lib/image-sources";
import type { Services } from "~/services.server";
import { type FileStorage, parseStorageKey } from "./file-storage.server";
import { createS3Storage, type S3StorageOptions } from "./s3-storage.server";

// The storage's type and its keys are in file-storage.server.ts, which both implementations
// import (this file picks one of them); callers keep importing them from here.
export {
  type ByteRange,
  CONTENT_TYPES,
  type FileStorage,
  keyFromUploadUrl,
  newStorageKey,
  parseStorageKey,
  type StoredExtension,
  type StoredFile,
  type StoredFileInfo,
  uploadUrl,
} from "./file-storage.server";

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
