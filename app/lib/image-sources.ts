// Uploaded pictures are stored in a few widths, WebP and AVIF (app/domain/uploads/media.server.ts).
// The main file's name lists the widths, so any page can build the srcset from the address alone:
//   /uploads/course-thumbnails/<uuid>_480-960-1600.webp   the widest WebP (what <img src> shows)
//   …/<uuid>_480-960-1600-w480.webp, -w960.webp            the narrower WebP copies
//   …/<uuid>_480-960-1600-w480.avif, -w960.avif, -w1600.avif  AVIF at every width

/** Widths we make below the widest (which is the picture's own, at most 1600 px). */
export const IMAGE_WIDTHS = [480, 960] as const;

const MAIN =
  /^(\/uploads\/[a-z0-9][a-z0-9-]{0,39}\/[0-9a-f-]{36})_((?:\d{2,4}-){0,4}\d{2,4})\.webp$/;

export function imageVariantName(base: string, widths: readonly number[]) {
  const stem = `${base}_${widths.join("-")}`;
  return {
    main: `${stem}.webp`,
    webp: (width: number) => `${stem}-w${width}.webp`,
    avif: (width: number) => `${stem}-w${width}.avif`,
  };
}

export type ImageSources = { src: string; webpSrcSet?: string; avifSrcSet?: string };

/** The srcsets of one of our multi-width uploads; any other address is shown as it is. */
export function imageSources(src: string): ImageSources {
  const match = MAIN.exec(src);
  if (!match) return { src };
  const [, base = "", list = ""] = match;
  const widths = list.split("-").map(Number);
  const widest = widths.at(-1) ?? 0;
  const names = imageVariantName(base, widths);
  return {
    src,
    webpSrcSet: widths.map((w) => `${w === widest ? names.main : names.webp(w)} ${w}w`).join(", "),
    avifSrcSet: widths.map((w) => `${names.avif(w)} ${w}w`).join(", "),
  };
}

/** Every stored copy that belongs with a main key (deleted together with it). */
export function imageVariantKeys(key: string): string[] {
  const sources = imageSources(`/uploads/${key}`);
  if (!sources.webpSrcSet || !sources.avifSrcSet) return [];
  return [sources.webpSrcSet, sources.avifSrcSet]
    .flatMap((set) => set.split(", ").map((entry) => entry.split(" ")[0] ?? ""))
    .map((url) => url.slice("/uploads/".length))
    .filter((k) => k !== key);
}
