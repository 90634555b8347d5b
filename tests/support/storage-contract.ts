import { describe, expect, it } from "vitest";
import type { FileStorage } from "~/domain/uploads/storage.server";

async function text(stream: ReadableStream<Uint8Array> | undefined): Promise<string> {
  return new Response(stream).text();
}

/** What every FileStorage must do, whoever keeps the bytes (local disk, S3-compatible store). */
export function describeStorageContract(name: string, storage: () => FileStorage) {
  describe(`${name}: the storage contract`, () => {
    it("puts, gets, heads and deletes a file; deleting twice is harmless", async () => {
      const s = storage();
      const key = "avatars/contract-one.webp";
      await s.put(key, new TextEncoder().encode("pixels"), { contentType: "image/webp" });
      const file = await s.get(key);
      expect(file?.contentType).toBe("image/webp");
      expect(file?.size).toBe(6);
      expect(await text(file?.body)).toBe("pixels");
      expect(await s.head(key)).toEqual({ size: 6, contentType: "image/webp" });
      await s.delete(key);
      expect(await s.get(key)).toBeNull();
      expect(await s.head(key)).toBeNull();
      await expect(s.delete(key)).resolves.toBeUndefined();
    });

    it("reads a byte range and still reports the whole size", async () => {
      const s = storage();
      const key = "course-media/contract-range.mp4";
      await s.put(key, new TextEncoder().encode("0123456789"), { contentType: "video/mp4" });
      const part = await s.get(key, { start: 2, end: 5 });
      expect(part?.size).toBe(10);
      expect(await text(part?.body)).toBe("2345");
    });

    it("refuses a content type that does not match the key, and keys outside the pattern", async () => {
      const s = storage();
      await expect(
        s.put("avatars/contract-x.webp", new Uint8Array([1]), { contentType: "text/html" }),
      ).rejects.toThrow();
      await expect(
        s.put("../contract.webp", new Uint8Array([1]), { contentType: "image/webp" }),
      ).rejects.toThrow();
      expect(await s.get("../contract.webp")).toBeNull();
      expect(await s.head("avatars/../x.webp")).toBeNull();
    });

    it("deletes a picture's other sizes with it", async () => {
      const s = storage();
      const stem = "course-thumbnails/0b6e0c1e-3f5a-4c3e-9a51-2c1b3f0e9d10_480-960";
      const keys = [`${stem}.webp`, `${stem}-w480.webp`, `${stem}-w480.avif`, `${stem}-w960.avif`];
      for (const key of keys) {
        const type = key.endsWith(".avif") ? "image/avif" : "image/webp";
        await s.put(key, new Uint8Array([1, 2, 3]), { contentType: type });
      }
      await s.delete(`${stem}.webp`);
      for (const key of keys) expect(await s.head(key)).toBeNull();
    });

    it("answers null for a missing file", async () => {
      expect(await storage().get("avatars/contract-missing.webp")).toBeNull();
      expect(await storage().head("avatars/contract-missing.webp")).toBeNull();
    });
  });
}
