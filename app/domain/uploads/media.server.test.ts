import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MEDIA_MESSAGES, prepareMedia, sniffDocumentOrVideo } from "./media.server";

const png = () =>
  sharp({ create: { width: 2400, height: 1200, channels: 3, background: "#1e6b35" } })
    .png()
    .toBuffer();
const text = (s: string) => new TextEncoder().encode(s);

describe("prepareMedia", () => {
  it("re-encodes a picture as WebP no wider than 1600 px, whatever it was called", async () => {
    const result = await prepareMedia(new Uint8Array(await png()), "image");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.contentType).toBe("image/webp");
    const meta = await sharp(result.data).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(1600);
  });

  it("makes narrower WebP copies and AVIF at every width, each really that wide", async () => {
    const result = await prepareMedia(new Uint8Array(await png()), "image");
    if (!result.ok) throw new Error("expected a picture");
    expect(result.image?.widths).toEqual([480, 960, 1600]);
    const made = await Promise.all(
      (result.image?.variants ?? []).map(async (v) => {
        const meta = await sharp(v.data).metadata();
        return `${v.extension}:${v.width}:${meta.format}:${meta.width}`;
      }),
    );
    expect(made.sort()).toEqual(
      [
        "webp:480:webp:480",
        "webp:960:webp:960",
        "avif:480:heif:480",
        "avif:960:heif:960",
        "avif:1600:heif:1600",
      ].sort(),
    );
  });

  it("never enlarges a small picture: one width, its own", async () => {
    const small = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#fff" },
    })
      .jpeg()
      .toBuffer();
    const result = await prepareMedia(new Uint8Array(small), "image");
    if (!result.ok) throw new Error("expected a picture");
    expect(result.image?.widths).toEqual([300]);
    expect(result.image?.variants.map((v) => `${v.extension}:${v.width}`)).toEqual(["avif:300"]);
  });

  it("refuses text posing as a picture, a PDF or a video, with the kind's message", async () => {
    const fake = text("<script>alert(1)</script>");
    expect(await prepareMedia(fake, "image")).toEqual({ ok: false, message: MEDIA_MESSAGES.image });
    expect(await prepareMedia(fake, "pdf")).toEqual({ ok: false, message: MEDIA_MESSAGES.pdf });
    expect(await prepareMedia(fake, "video")).toEqual({ ok: false, message: MEDIA_MESSAGES.video });
  });

  it("keeps a real PDF as it is and refuses a picture offered as a PDF", async () => {
    const pdf = text("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
    const result = await prepareMedia(pdf, "pdf");
    expect(result).toMatchObject({ ok: true, extension: "pdf", contentType: "application/pdf" });
    expect((await prepareMedia(new Uint8Array(await png()), "pdf")).ok).toBe(false);
  });

  it("knows MP4 and WebM by their headers", () => {
    const mp4 = new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
    const webm = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f]);
    expect(sniffDocumentOrVideo(mp4)).toEqual({ extension: "mp4" });
    expect(sniffDocumentOrVideo(webm)).toEqual({ extension: "webm" });
    expect(sniffDocumentOrVideo(text("hello world!"))).toBeNull();
  });

  it("refuses an empty file and one over the limit", async () => {
    expect(await prepareMedia(new Uint8Array(0), "pdf")).toEqual({
      ok: false,
      message: MEDIA_MESSAGES.missing,
    });
    const big = new Uint8Array(20 * 1024 * 1024 + 1);
    big.set(text("%PDF-"));
    expect(await prepareMedia(big, "pdf")).toEqual({
      ok: false,
      message: MEDIA_MESSAGES.tooBig("pdf"),
    });
  });
});
