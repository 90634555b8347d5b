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

/** The raw body, read up to `maxBytes` (a declared or streamed larger one is "too-large"). */
export async function readBodyBytes(
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
    if (!isSafeFormShape(formData)) return { status: "malformed" };
    return { status: "ok", formData: cleanFormData(formData) };
  } catch {
    return { status: "malformed" };
  }
}

/**
 * Bounds on a form's field names, well above what any form of ours sends. conform turns
 * `x[999999999]` into an array of that length and `a[b][c]…` into nested objects, so a name
 * outside these bounds could cost gigabytes; `__proto__`, `constructor` and `prototype` never
 * name a field of ours and must never reach an object.
 */
export const FORM_SHAPE_LIMITS = {
  fields: 500,
  nameLength: 200,
  depth: 4,
  arrayIndex: 200,
} as const;

const FORBIDDEN_SEGMENTS = new Set(["__proto__", "constructor", "prototype"]);

export function isSafeFormShape(formData: FormData): boolean {
  let count = 0;
  for (const name of formData.keys()) {
    count += 1;
    if (count > FORM_SHAPE_LIMITS.fields) return false;
    if (name.length > FORM_SHAPE_LIMITS.nameLength) return false;
    const segments = name.split(/[.[\]]+/).filter(Boolean);
    if (segments.length > FORM_SHAPE_LIMITS.depth) return false;
    for (const segment of segments) {
      if (FORBIDDEN_SEGMENTS.has(segment)) return false;
      const isIndex = /^-?\d+$/.test(segment);
      if (isIndex && (segment.startsWith("-") || Number(segment) > FORM_SHAPE_LIMITS.arrayIndex)) {
        return false;
      }
    }
  }
  return true;
}

/** Bounds on a JSON body of ours: /api/auth's are flat objects of a few fields. */
export const JSON_SHAPE_LIMITS = { depth: 4, keys: 100 } as const;

/**
 * Whether a parsed JSON value stays within JSON_SHAPE_LIMITS (counting object keys and array
 * items together) and has no `__proto__`, `constructor` or `prototype` key, which an
 * Object.assign or a merge further on would turn into a prototype change.
 */
export function isSafeJsonShape(value: unknown): boolean {
  let seen = 0;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop() as { value: unknown; depth: number };
    if (current === null || typeof current !== "object") continue;
    if (depth >= JSON_SHAPE_LIMITS.depth) return false;
    const entries = Array.isArray(current) ? current.entries() : Object.entries(current);
    for (const [key, child] of entries) {
      seen += 1;
      if (seen > JSON_SHAPE_LIMITS.keys) return false;
      if (typeof key === "string" && FORBIDDEN_SEGMENTS.has(key)) return false;
      stack.push({ value: child, depth: depth + 1 });
    }
  }
  return true;
}
