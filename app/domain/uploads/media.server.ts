import sharp from "sharp";
import { IMAGE_WIDTHS, imageVariantName } from "~/lib/image-sources";
import type { Services } from "~/services.server";
import {
  CONTENT_TYPES,
  newStorageKey,
  type StoredExtension,
  uploadStorage,
  uploadUrl,
} from "./storage.server";
import { readVideoSeconds } from "./video-duration.server";

// Staff uploads (course thumbnails and resources, lesson videos, journey images and videos,
// story photos): the type is judged by the file's content, never its name or declared type; the
// name on disk is ours; pictures are re-encoded for the web (which also drops their metadata).

export type MediaKind = "image" | "pdf" | "video";

/** Largest upload per kind. The form body limit must leave room above these. */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: 8 * 1024 * 1024,
  pdf: 20 * 1024 * 1024,
  video: 200 * 1024 * 1024,
};

export const MEDIA_MESSAGES = {
  missing: "Choose a file to upload.",
  image: "This file is not a JPEG, PNG or WebP picture.",
  pdf: "This file is not a PDF document.",
  video: "This file is not an MP4 or WebM video.",
  tooBig: (kind: MediaKind) =>
    `This file is larger than ${MEDIA_MAX_BYTES[kind] / (1024 * 1024)} MB. Please choose a smaller one.`,
} as const;

/** Widest picture we keep: a full-width hero on a 2x phone screen; bigger only costs data. */
export const IMAGE_MAX_WIDTH = 1600;
const MAX_INPUT_PIXELS = 64_000_000;

type Sniffed = { extension: StoredExtension } | null;

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** PDF, MP4 (ISO base media: "ftyp" box) or WebM (EBML header) by their first bytes. */
export function sniffDocumentOrVideo(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { extension: "pdf" }; // %PDF-
  if (startsWith(bytes, [0x66, 0x74, 0x79, 0x70], 4)) return { extension: "mp4" }; // ....ftyp
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { extension: "webm" };
  return null;
}

export type ImageVariant = { width: number; extension: "webp" | "avif"; data: Uint8Array };

export type PreparedMedia =
  | {
      ok: true;
      data: Uint8Array;
      extension: StoredExtension;
      contentType: string;
      /** Pictures: the widths made (the last is `data`'s) and the other copies. */
      image?: { widths: number[]; variants: ImageVariant[] };
      /** Videos: the playing time the file itself states, when it states one. */
      durationSeconds?: number | null;
    }
  | { ok: false; message: string };

/** Checks `bytes` are the `kind` asked for and prepares what we store. */
export async function prepareMedia(bytes: Uint8Array, kind: MediaKind): Promise<PreparedMedia> {
  if (bytes.byteLength === 0) return { ok: false, message: MEDIA_MESSAGES.missing };
  if (bytes.byteLength > MEDIA_MAX_BYTES[kind]) {
    return { ok: false, message: MEDIA_MESSAGES.tooBig(kind) };
  }
  if (kind === "image") return preparePicture(bytes);
  const sniffed = sniffDocumentOrVideo(bytes);
  const wanted = kind === "pdf" ? ["pdf"] : ["mp4", "webm"];
  if (!sniffed || !wanted.includes(sniffed.extension)) {
    return { ok: false, message: MEDIA_MESSAGES[kind] };
  }
  const contentType = CONTENT_TYPES[sniffed.extension];
  return {
    ok: true,
    data: bytes,
    extension: sniffed.extension,
    contentType,
    ...(kind === "video" ? { durationSeconds: await readVideoSeconds(bytes, contentType) } : {}),
  };
}

/**
 * A JPEG, PNG or WebP picture re-encoded for the web: upright, metadata dropped, at most
 * IMAGE_MAX_WIDTH wide, plus narrower WebP copies and AVIF at every width, so a phone downloads
 * the smallest file that fills its screen (pages pick with srcset: app/lib/image-sources.ts).
 */
async function preparePicture(bytes: Uint8Array): Promise<PreparedMedia> {
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!metadata.format || !["jpeg", "png", "webp"].includes(metadata.format)) {
      return { ok: false, message: MEDIA_MESSAGES.image };
    }
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      return { ok: false, message: MEDIA_MESSAGES.image };
    }
    const encode = (width: number, extension: ImageVariant["extension"]) => {
      const resized = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
        .autoOrient()
        .resize({ width, withoutEnlargement: true });
      const encoded =
        extension === "webp"
          ? resized.webp({ quality: 80 })
          : resized.avif({ quality: 55, effort: 2 });
      return encoded.toBuffer({ resolveWithObject: true });
    };
    const main = await encode(IMAGE_MAX_WIDTH, "webp");
    const widest = main.info.width;
    const widths = [...IMAGE_WIDTHS.filter((w) => w < widest), widest];
    // One at a time: encoding AVIF is the heaviest thing the server does. Effort 2 encodes a
    // 1600 px photo in about a third of a second (effort 4: four seconds, for ~10% fewer bytes).
    const variants: ImageVariant[] = [];
    for (const width of widths) {
      if (width !== widest) {
        variants.push({ width, extension: "webp", data: (await encode(width, "webp")).data });
      }
      variants.push({ width, extension: "avif", data: (await encode(width, "avif")).data });
    }
    return {
      ok: true,
      data: main.data,
      extension: "webp",
      contentType: CONTENT_TYPES.webp,
      image: { widths, variants },
    };
  } catch {
    return { ok: false, message: MEDIA_MESSAGES.image };
  }
}

export type StoredMedia =
  | {
      ok: true;
      url: string;
      key: string;
      contentType: string;
      size: number;
      /** Videos: their playing time, read from the file (null when it does not say). */
      durationSeconds?: number | null;
    }
  | { ok: false; message: string };

/**
 * Validates and stores one uploaded file from a form (`File` from FormData) under `folder`
 * (e.g. "course-thumbnails"), answering our /uploads/… address or the message to show beside
 * the field. An empty file input answers `missing`.
 */
export async function storeMedia(
  services: Pick<Services, "env">,
  file: FormDataEntryValue | null,
  { kind, folder }: { kind: MediaKind; folder: string },
): Promise<StoredMedia> {
  if (!(file instanceof File) || file.size === 0) {
    return { ok: false, message: MEDIA_MESSAGES.missing };
  }
  if (file.size > MEDIA_MAX_BYTES[kind]) return { ok: false, message: MEDIA_MESSAGES.tooBig(kind) };
  const prepared = await prepareMedia(new Uint8Array(await file.arrayBuffer()), kind);
  if (!prepared.ok) return prepared;
  const storage = uploadStorage(services);
  let key = newStorageKey(folder, prepared.extension);
  if (prepared.image) {
    const names = imageVariantName(key.replace(/\.webp$/, ""), prepared.image.widths);
    // The copies first: the main address, which lists them, never points at a missing one.
    for (const variant of prepared.image.variants) {
      await storage.put(names[variant.extension](variant.width), variant.data, {
        contentType: CONTENT_TYPES[variant.extension],
      });
    }
    key = names.main;
  }
  await storage.put(key, prepared.data, { contentType: prepared.contentType });
  return {
    ok: true,
    url: uploadUrl(key),
    key,
    contentType: prepared.contentType,
    size: prepared.data.byteLength,
    durationSeconds: prepared.durationSeconds,
  };
}
