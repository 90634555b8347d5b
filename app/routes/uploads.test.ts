import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadStorage } from "~/domain/uploads/storage.server";
import type { Services } from "~/services.server";
import { callLoader } from "../../tests/support/router";
import { createTestServices, type TestServices } from "../../tests/support/services";
import { loader } from "./uploads";

let t: TestServices;
let services: Services;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  await uploadStorage(services).put("avatars/known.webp", new TextEncoder().encode("RIFFwebp"), {
    contentType: "image/webp",
  });
  // Files that exist in DATA_DIR but must never be reachable through /uploads.
  await writeFile(path.join(services.env.DATA_DIR, "auth-secret.webp"), "secret");
  await mkdir(path.join(services.env.DATA_DIR, "uploads", "avatars"), { recursive: true });
  await writeFile(path.join(services.env.DATA_DIR, "uploads", "avatars", "page.html"), "<script>");
});
afterAll(async () => {
  await t.close();
});

function get(splat: string, headers?: Record<string, string>) {
  return callLoader(loader, {
    services,
    url: `/uploads/${splat}`,
    params: { "*": splat },
    headers,
  });
}

describe("GET /uploads/*", () => {
  it("serves a stored file with its type, nosniff and a long immutable cache", async () => {
    const result = await get("avatars/known.webp");
    expect(result.status).toBe(200);
    expect(result.headers.get("Content-Type")).toBe("image/webp");
    expect(result.headers.get("Content-Length")).toBe("8");
    expect(result.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(result.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await result.response?.text()).toBe("RIFFwebp");
  });

  it.each([
    "avatars/missing.webp",
    "../auth-secret.webp",
    "avatars/../../auth-secret.webp",
    "..%2fauth-secret.webp",
    "%2e%2e/auth-secret.webp",
    "avatars/page.html",
    "avatars",
    "",
    "avatars/known.webp/",
    "/etc/passwd",
  ])("answers 404 for %j", async (splat) => {
    const result = await get(splat);
    expect(result.status).toBe(404);
    expect(result.headers.get("Cache-Control")).toBe("no-store");
    expect(await result.response?.text()).toBe("Not Found");
  });

  describe("byte ranges (videos play and seek without downloading the whole file)", () => {
    it("answers one range with 206, its bytes and Content-Range", async () => {
      const result = await get("avatars/known.webp", { Range: "bytes=2-5" });
      expect(result.status).toBe(206);
      expect(result.headers.get("Content-Range")).toBe("bytes 2-5/8");
      expect(result.headers.get("Content-Length")).toBe("4");
      expect(result.headers.get("Content-Type")).toBe("image/webp");
      expect(await result.response?.text()).toBe("FFwe");
    });

    it("reads an open-ended range and a suffix range", async () => {
      const open = await get("avatars/known.webp", { Range: "bytes=4-" });
      expect(open.headers.get("Content-Range")).toBe("bytes 4-7/8");
      expect(await open.response?.text()).toBe("webp");
      const suffix = await get("avatars/known.webp", { Range: "bytes=-3" });
      expect(suffix.headers.get("Content-Range")).toBe("bytes 5-7/8");
      expect(await suffix.response?.text()).toBe("ebp");
    });

    it("answers 416 with the size for a range past the end", async () => {
      const result = await get("avatars/known.webp", { Range: "bytes=20-30" });
      expect(result.status).toBe(416);
      expect(result.headers.get("Content-Range")).toBe("bytes */8");
    });

    it("sends the whole file for a malformed or multiple range, and says ranges are accepted", async () => {
      for (const range of ["pages=1-2", "bytes=0-1,4-5", "nonsense"]) {
        const result = await get("avatars/known.webp", { Range: range });
        expect(result.status).toBe(200);
        expect(result.headers.get("Accept-Ranges")).toBe("bytes");
        expect(await result.response?.text()).toBe("RIFFwebp");
      }
    });

    it("answers 404 for a range of a missing or forbidden file", async () => {
      expect((await get("avatars/missing.webp", { Range: "bytes=0-1" })).status).toBe(404);
      expect((await get("avatars/page.html", { Range: "bytes=0-1" })).status).toBe(404);
    });
  });
});
