import sharp from "sharp";

/** Side of the square avatar we store: sharp at the largest size we show (96 CSS px) on 2.5x screens. */
export const AVATAR_PIXELS = 256;

/** What an uploaded photo may be, judged by its content (never by its name or declared type). */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);

/**
 * A 2 MB file can still declare a gigantic canvas (a "decompression bomb"); 64 megapixels covers
 * every phone camera in use while keeping decoding memory bounded.
 */
const MAX_INPUT_PIXELS = 64_000_000;

export type AvatarResult =
  | { ok: true; data: Buffer }
  | { ok: false; reason: "type" | "dimensions" | "unreadable" };

/**
 * Checks that `input` really is a JPEG, PNG or WebP picture and turns it into our avatar: turned
 * upright from its EXIF orientation, cropped to a centred square, 256 px WebP. sharp writes no
 * metadata unless asked, so EXIF (GPS position of phone photos, camera, dates) and ICC/XMP
 * blocks are dropped.
 */
export async function processAvatar(input: Uint8Array): Promise<AvatarResult> {
  const options = { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS } as const;
  let format: string | undefined;
  try {
    const metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    format = metadata.format;
    if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, reason: "type" };
    const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
    if (width * height > MAX_INPUT_PIXELS) return { ok: false, reason: "dimensions" };
  } catch {
    // Not an image sharp recognises at all (text, PDF, a truncated header…).
    return { ok: false, reason: "type" };
  }
  try {
    const data = await sharp(input, options)
      .autoOrient()
      .resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: "cover", position: "centre" })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, data };
  } catch {
    // Recognised, but broken past the header.
    return { ok: false, reason: "unreadable" };
  }
}
