/**
 * Reading a form post with a ceiling. `request.formData()` would buffer whatever a client sends
 * (a 50 MB "photo" included) before we could look at it; this refuses a body whose declared
 * Content-Length is over `maxBytes` without reading it, and stops reading a streamed (or lying)
 * body as soon as it passes the limit, so at most `maxBytes` ever sit in memory.
 */
export type FormBody =
  | { status: "ok"; formData: FormData }
  | { status: "too-large" }
  | { status: "malformed" };

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBody> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    return { status: "too-large" };
  }
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!request.body) return parse(new Uint8Array(0), contentType, request.url);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop the upload here; the rest is never read.
      await reader.cancel().catch(() => {});
      return { status: "too-large" };
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return parse(body, contentType, request.url);
}

async function parse(
  body: Uint8Array<ArrayBuffer>,
  contentType: string,
  url: string,
): Promise<FormBody> {
  try {
    const formData = await new Request(url, {
      method: "POST",
      headers: contentType ? { "Content-Type": contentType } : {},
      body,
    }).formData();
    return { status: "ok", formData };
  } catch {
    return { status: "malformed" };
  }
}
