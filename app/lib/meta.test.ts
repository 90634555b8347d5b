import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_OG_IMAGE, pageMeta } from "./meta";

const matches = [
  { id: "root", loaderData: { site: { siteName: "AFA Academy", appUrl: "https://afa.example" } } },
];

function property(tags: ReturnType<typeof pageMeta>, name: string) {
  const tag = tags.find((t) => "property" in t && t.property === name);
  return tag && "content" in tag ? tag.content : undefined;
}

describe("pageMeta", () => {
  it("gives title, description, canonical and Open Graph tags on the site's origin", () => {
    const tags = pageMeta(matches, {
      title: "About us",
      description: "Who we are.",
      path: "/about",
    });
    expect(tags).toContainEqual({ title: "About us | AFA Academy" });
    expect(tags).toContainEqual({ name: "description", content: "Who we are." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://afa.example/about",
    });
    expect(property(tags, "og:url")).toBe("https://afa.example/about");
  });

  it("uses the default sharing picture, with its size, when the page has none", () => {
    const tags = pageMeta(matches, { description: "Home.", path: "/" });
    expect(property(tags, "og:image")).toBe("https://afa.example/og-default.png");
    expect(property(tags, "og:image:width")).toBe("1200");
    expect(property(tags, "og:image:height")).toBe("630");
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("prefers the page's own picture, made absolute", () => {
    const tags = pageMeta(matches, {
      description: "A course.",
      path: "/academy/x",
      image: "/media/x.jpg",
    });
    expect(property(tags, "og:image")).toBe("https://afa.example/media/x.jpg");
    expect(property(tags, "og:image:width")).toBeUndefined();
    const absolute = pageMeta(matches, {
      description: "A course.",
      path: "/academy/x",
      image: "https://cdn.example/x.jpg",
    });
    expect(property(absolute, "og:image")).toBe("https://cdn.example/x.jpg");
  });
});

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(path.resolve(process.cwd(), "public", file));
  expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), bytes: bytes.length };
}

describe("the default sharing picture", () => {
  it("is the 1200×630 PNG pageMeta announces, small enough for slow connections", () => {
    const png = pngSize(DEFAULT_OG_IMAGE.path.slice(1));
    expect(png.width).toBe(DEFAULT_OG_IMAGE.width);
    expect(png.height).toBe(DEFAULT_OG_IMAGE.height);
    expect(png.bytes).toBeLessThan(80 * 1024);
  });

  it("has a square raster logo beside it for structured data", () => {
    const png = pngSize("logo.png");
    expect([png.width, png.height]).toEqual([512, 512]);
  });
});
