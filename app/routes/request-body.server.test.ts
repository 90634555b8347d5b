import { describe, expect, it } from "vitest";
import { readFormBody } from "./request-body.server";

const URL = "http://localhost:3000/settings";

/** A body streamed in `chunks` pieces of `size` bytes; `pulled()` says how many were read. */
function streamedBody(chunks: number, size: number) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) {
        controller.close();
        return;
      }
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return { stream, pulled: () => pulled };
}

describe("readFormBody", () => {
  it("parses a multipart form within the limit, files included", async () => {
    const form = new FormData();
    form.set("intent", "avatar");
    form.set("avatar", new File([new Uint8Array(1000)], "me.png", { type: "image/png" }));
    const request = new Request(URL, { method: "POST", body: form });
    const body = await readFormBody(request, 10_000);
    expect(body.status).toBe("ok");
    if (body.status !== "ok") return;
    expect(body.formData.get("intent")).toBe("avatar");
    expect((body.formData.get("avatar") as File).size).toBe(1000);
  });

  it("parses a urlencoded form", async () => {
    const request = new Request(URL, {
      method: "POST",
      body: new URLSearchParams({ intent: "profile", fullName: "Ada" }),
    });
    const body = await readFormBody(request, 1000);
    expect(body.status === "ok" && body.formData.get("fullName")).toBe("Ada");
  });

  it("refuses a declared Content-Length over the limit without reading a byte", async () => {
    const { stream, pulled } = streamedBody(50, 1024 * 1024);
    const request = new Request(URL, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "52428800" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await readFormBody(request, 2 * 1024 * 1024)).toEqual({ status: "too-large" });
    // The stream may have been asked for its first chunk by the Request itself, never more.
    expect(pulled()).toBeLessThanOrEqual(1);
  });

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    // 50 MB offered in 1 MB chunks against a 2 MB limit: reading stops at the third chunk.
    const { stream, pulled } = streamedBody(50, 1024 * 1024);
    const request = new Request(URL, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await readFormBody(request, 2 * 1024 * 1024)).toEqual({ status: "too-large" });
    expect(pulled()).toBeLessThanOrEqual(4);
  });

  it("answers malformed for a body that is not a form", async () => {
    const request = new Request(URL, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=nope" },
      body: "not multipart at all",
    });
    expect(await readFormBody(request, 1000)).toEqual({ status: "malformed" });
  });
});
