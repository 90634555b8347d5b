import { cleanFormData } from "~/lib/form-text";

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
  const body = await readBodyBytes(request, maxBytes);
  if (body === "too-large") return { status: "too-large" };
  return parse(body, request.headers.get("Content-Type") ?? "", request.url);
}

/** A JSON body with the same ceiling; anything that does not parse is "malformed". */
export async function readJsonBody(
  request: Request,
  maxBytes: number,
): Promise<{ status: "ok"; value: unknown } | { status: "too-large" } | { status: "malformed" }> {
  const body = await readBodyBytes(request, maxBytes);
  if (body === "too-large") return { status: "too-large" };
  try {
    return { status: "ok", value: JSON.parse(new TextDecoder().decode(body)) };
  } catch {
    return { status: "malformed" };
  }
}

async function readBodyBytes(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | "too-large"> {
  const declared = request.headers.get("Content-Length");
  if (declared !== null && /^\d+$/.test(declared) && Number(declared) > maxBytes) {
    return "too-large";
  }
  if (!request.body) return new Uint8Array(0);

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
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
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
    return { status: "ok", formData: cleanFormData(formData) };
  } catch {
    return { status: "malformed" };
  }
}

/**
 * A small form post (no uploads), its text cleaned of control characters; a body that is not a
 * form reads as an empty form, so the schema answers with its messages rather than a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  return cleanFormData(await request.formData().catch(() => new FormData()));
}
