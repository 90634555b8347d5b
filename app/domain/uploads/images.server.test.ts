import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AVATAR_PIXELS, processAvatar } from "./images.server";

const RED = { r: 200, g: 30, b: 30 };
const BLUE = { r: 30, g: 30, b: 200 };

/** A picture whose left half is red and right half blue, `width` × `height`. */
async function halves(width: number, height: number) {
  const half = await sharp({
    create: { width: width / 2, height, channels: 3, background: RED },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: BLUE } }).composite([
    { input: half, left: 0, top: 0 },
  ]);
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i] ?? 0, g: data[i + 1] ?? 0, b: data[i + 2] ?? 0 };
}

describe("processAvatar", () => {
  it.each(["png", "jpeg", "webp"] as const)(
    "turns a %s into a square 256 px WebP",
    async (format) => {
      const input = await (await halves(640, 480)).toFormat(format).toBuffer();
      const result = await processAvatar(input);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const meta = await sharp(result.data).metadata();
      expect(meta.format).toBe("webp");
      expect([meta.width, meta.height]).toEqual([AVATAR_PIXELS, AVATAR_PIXELS]);
    },
  );

  it("drops EXIF metadata, GPS position included", async () => {
    const input = await (await halves(400, 300))
      .jpeg()
      .withExif({
        IFD0: { Make: "PhoneMaker", Model: "Farm Phone 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1" },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif?.toString("latin1")).toContain("Farm Phone 9");

    const result = await processAvatar(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const after = await sharp(result.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(result.data.toString("latin1")).not.toContain("Farm Phone 9");
  });

  it("turns a phone photo upright from its EXIF orientation before cropping", async () => {
    // Stored sideways (red left, blue right) with orientation 6: upright, red is on top.
    const input = await (await halves(400, 200))
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const result = await processAvatar(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const top = await pixel(result.data, 200, 20);
    const bottom = await pixel(result.data, 200, 236);
    expect(top.r).toBeGreaterThan(top.b);
    expect(bottom.b).toBeGreaterThan(bottom.r);
  });

  it("judges by content: a text file, a GIF and an SVG are refused", async () => {
    expect(await processAvatar(new TextEncoder().encode("just some text, named .png"))).toEqual({
      ok: false,
      reason: "type",
    });
    const gif = await (await halves(20, 20)).gif().toBuffer();
    expect(await processAvatar(gif)).toEqual({ ok: false, reason: "type" });
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect(await processAvatar(svg)).toEqual({ ok: false, reason: "type" });
  });

  it("refuses a picture cut short after its header", async () => {
    const png = await (await halves(600, 600)).png().toBuffer();
    const result = await processAvatar(png.subarray(0, Math.floor(png.length / 2)));
    expect(result.ok).toBe(false);
  });

  it("refuses a canvas over 64 megapixels before decoding it", async () => {
    // A 1 × 1 PNG whose header is rewritten to claim 10000 × 10000 pixels (a decompression bomb
    // in miniature): refused from the header alone.
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: RED } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    expect(await processAvatar(png)).toEqual({ ok: false, reason: "dimensions" });
  });
});
