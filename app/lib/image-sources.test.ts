import { describe, expect, it } from "vitest";
import { imageSources, imageVariantKeys } from "./image-sources";

const id = "0b6e0c1e-3f5a-4c3e-9a51-2c1b3f0e9d10";
const main = `/uploads/course-thumbnails/${id}_480-960-1600.webp`;

describe("imageSources", () => {
  it("builds WebP and AVIF srcsets from a multi-width upload's address", () => {
    const stem = `/uploads/course-thumbnails/${id}_480-960-1600`;
    expect(imageSources(main)).toEqual({
      src: main,
      webpSrcSet: `${stem}-w480.webp 480w, ${stem}-w960.webp 960w, ${main} 1600w`,
      avifSrcSet: `${stem}-w480.avif 480w, ${stem}-w960.avif 960w, ${stem}-w1600.avif 1600w`,
    });
  });

  it("handles a picture narrower than every step: one width", () => {
    const small = `/uploads/story-avatars/${id}_320.webp`;
    expect(imageSources(small).avifSrcSet).toBe(`/uploads/story-avatars/${id}_320-w320.avif 320w`);
  });

  it.each([
    "/media/courses/cassava.svg",
    `/uploads/avatars/${id}.webp`,
    "https://example.com/a_480.webp",
    `/uploads/x/${id}_480-960.webp?x=1`,
  ])("leaves %s as it is", (src) => {
    expect(imageSources(src)).toEqual({ src });
  });
});

describe("imageVariantKeys", () => {
  it("lists every other copy of a multi-width upload, and none for anything else", () => {
    const key = `course-thumbnails/${id}_480-960.webp`;
    expect(imageVariantKeys(key).sort()).toEqual(
      [
        `course-thumbnails/${id}_480-960-w480.webp`,
        `course-thumbnails/${id}_480-960-w480.avif`,
        `course-thumbnails/${id}_480-960-w960.avif`,
      ].sort(),
    );
    expect(imageVariantKeys(`avatars/${id}.webp`)).toEqual([]);
  });
});
