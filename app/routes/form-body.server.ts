import { readFormBody } from "~/routes/request-body.server";

/** Our largest text-only form (a contact message, the site settings) is far below this. */
export const SMALL_FORM_LIMIT = 64 * 1024;

/**
 * A small form post (no uploads), its text cleaned of control characters; a body that is not a
 * form reads as an empty form, so the schema answers with its messages rather than a 500.
 * A body over SMALL_FORM_LIMIT is refused with 413 before it is read whole, and field names no
 * form of ours uses (see isSafeFormShape) with 400, before any parser builds objects from them.
 */
export async function readForm(request: Request): Promise<FormData> {
  const body = await readFormBody(request, SMALL_FORM_LIMIT);
  if (body.status === "too-large") {
    throw new Response("Request body too large.", {
      status: 413,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  if (body.status === "malformed") {
    if (looksLikeForm(request)) {
      throw new Response("Bad request: the form could not be read.", {
        status: 400,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    return new FormData();
  }
  return body.formData;
}

function looksLikeForm(request: Request): boolean {
  const type = request.headers.get("Content-Type") ?? "";
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type);
}
