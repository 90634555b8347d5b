import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeStorageContract } from "../../../tests/support/storage-contract";
import {
  createLocalStorage,
  type FileStorage,
  keyFromUploadUrl,
  newStorageKey,
  parseStorageKey,
  uploadUrl,
} from "./storage.server";

let dir: string;
let root: string;
let storage: FileStorage;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "afa-storage-"));
  root = path.join(dir, "uploads");
  storage = createLocalStorage(root);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("storage keys", () => {
  it("accepts folder/name.ext with a known extension and gives its content type", () => {
    expect(parseStorageKey("avatars/0b6e0c1e-3f5a-4c3e-9a51-2c1b3f0e9d10.webp")).toEqual({
      folder: "avatars",
      name: "0b6e0c1e-3f5a-4c3e-9a51-2c1b3f0e9d10.webp",
      contentType: "image/webp",
    });
    expect(parseStorageKey("course-media/intro.mp4")?.contentType).toBe("video/mp4");
  });

  it.each([
    "../secret.webp",
    "avatars/../../etc/passwd",
    "avatars/..%2f..%2fauth-secret.webp",
    "/etc/passwd",
    "avatars/a/b.webp",
    "avatars/.hidden.webp",
    "avatars/photo.svg",
    "avatars/photo.html",
    "avatars/photo",
    "Avatars/photo.webp",
    "avatars\\photo.webp",
    "avatars/photo.webp.tmp",
    "avatars/",
    "",
    "auth-secret",
  ])("refuses %j", (key) => {
    expect(parseStorageKey(key)).toBeNull();
  });

  it("makes fresh random names in a folder, and maps them to /uploads/ addresses and back", () => {
    const a = newStorageKey("avatars", "webp");
    const b = newStorageKey("avatars", "webp");
    expect(a).not.toBe(b);
    expect(parseStorageKey(a)).not.toBeNull();
    expect(uploadUrl(a)).toBe(`/uploads/${a}`);
    expect(keyFromUploadUrl(uploadUrl(a))).toBe(a);
    expect(keyFromUploadUrl("https://example.com/a.webp")).toBeNull();
    expect(keyFromUploadUrl("/uploads/../db/x.webp")).toBeNull();
    expect(keyFromUploadUrl(null)).toBeNull();
    expect(() => newStorageKey("../x", "webp")).toThrow();
  });
});

describeStorageContract("local storage", () => storage);

describe("local storage", () => {
  it("puts, gets and deletes a file under DATA_DIR/uploads/<folder>/<name>", async () => {
    const key = "avatars/one.webp";
    await storage.put(key, new TextEncoder().encode("pixels"), { contentType: "image/webp" });
    expect(await readFile(path.join(root, "avatars", "one.webp"), "utf8")).toBe("pixels");
    // No temporary file is left beside it.
    expect(await readdir(path.join(root, "avatars"))).toEqual(["one.webp"]);

    const file = await storage.get(key);
    expect(file?.contentType).toBe("image/webp");
    expect(file?.size).toBe(6);
    expect(await text(file?.body as ReadableStream<Uint8Array>)).toBe("pixels");

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    // Deleting again is harmless.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("refuses a content type that does not match the key's extension", async () => {
    await expect(
      storage.put("avatars/x.webp", new Uint8Array([1]), { contentType: "text/html" }),
    ).rejects.toThrow();
  });

  it("never reads or deletes outside its folder, whatever the key", async () => {
    await writeFile(path.join(dir, "secret.webp"), "top secret");
    expect(await storage.get("../secret.webp")).toBeNull();
    expect(await storage.get("uploads/../secret.webp")).toBeNull();
    await storage.delete("../secret.webp");
    expect(await readFile(path.join(dir, "secret.webp"), "utf8")).toBe("top secret");
    await expect(
      storage.put("../secret.webp", new Uint8Array([1]), { contentType: "image/webp" }),
    ).rejects.toThrow();
  });

  it("answers null for a missing file", async () => {
    expect(await storage.get("avatars/missing.webp")).toBeNull();
  });
});
