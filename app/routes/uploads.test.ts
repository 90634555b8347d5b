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

function get(splat: string) {
  return callLoader(loader, { services, url: `/uploads/${splat}`, params: { "*": splat } });
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
});
