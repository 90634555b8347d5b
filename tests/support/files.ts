import sharp from "sharp";
import { keyFromUploadUrl, uploadStorage } from "~/domain/uploads/storage.server";
import type { Services } from "~/services.server";

/** A real (small, one-colour) PNG picture as a form would upload it. */
export async function pngFile(
  options: { name?: string; width?: number; height?: number; background?: string } = {},
): Promise<File> {
  const { name = "photo.png", width = 40, height = 30, background = "#1e6b35" } = options;
  const bytes = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: "image/png" });
}

/** What the upload storage holds for a stored file's URL (null when nothing, or not an upload). */
export async function storedUpload(services: Services, url: string | null | undefined) {
  const key = keyFromUploadUrl(url);
  return key ? uploadStorage(services).get(key) : null;
}
