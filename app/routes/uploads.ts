import parseRange from "range-parser";
import { uploadStorage, uploadUrl } from "~/domain/uploads/storage.server";
import { isCourseOnlyKey } from "~/domain/uploads/upload-access";
import { mayFetchCourseFile } from "~/domain/uploads/upload-access.server";
import { notFoundFile } from "~/lib/http.server";
import { userContext } from "~/routes/middleware/user-context.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/uploads";

const FILE_HEADERS = {
  "Accept-Ranges": "bytes",
  "X-Content-Type-Options": "nosniff",
};

/** Pictures, intro films, journey media: names are random and never reused, so never stale. */
const PUBLIC_CACHE = { "Cache-Control": "public, max-age=31536000, immutable" };

/**
 * A course's own files (lesson videos, downloads), answered only after the access check:
 * - `private`: no shared cache (an ISP or office proxy, a CDN) keeps a copy to hand to the next
 *   person; `Vary: Cookie`: the phone's own cache does not hand one account's copy to another
 *   account signed in later on the same browser.
 * - `max-age=600`, not `no-store`: a lesson plays as many range requests, and a learner who seeks
 *   back or rewatches would otherwise download those megabytes again on paid mobile data. Ten
 *   minutes covers a lesson's viewing; after that the browser asks again, the check runs again,
 *   and the ETag makes a still-allowed answer a 304 without the bytes. Ending an enrolment
 *   refuses the very next request that reaches us; what may still play from the phone's cache
 *   for those minutes is bytes the learner already had.
 */
const COURSE_FILE_CACHE = { "Cache-Control": "private, max-age=600", Vary: "Cookie" };

/** Stored content never changes under its key, so the key itself is a strong validator. */
function etagOf(key: string) {
  return `"${key}"`;
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/**
 * Uploaded files (avatars, course media). Only keys of the form folder/name.ext with a known
 * extension are looked up, so `..`, encoded slashes or absolute paths never reach the disk; the
 * Content-Type comes from our extension table, and nosniff keeps browsers from guessing.
 * A single byte range is answered with 206, so a video plays and seeks without downloading the
 * whole file first (on a paid mobile connection that matters); several ranges get the whole file.
 *
 * Lesson videos and course downloads (app/domain/uploads/upload-access.ts) go only to the
 * course's enrolled learners and its staff, looked up in the database on every request; anyone
 * else gets the same 404 as for a file that does not exist, so an address reveals nothing.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const services = context.get(servicesContext);
  let cache: Record<string, string> = PUBLIC_CACHE;
  if (isCourseOnlyKey(key)) {
    const allowed = await mayFetchCourseFile(services.db, context.get(userContext), uploadUrl(key));
    if (!allowed) return notFoundFile();
    cache = COURSE_FILE_CACHE;
  }
  const etag = etagOf(key);
  const headers = { ...FILE_HEADERS, ...cache, ETag: etag };
  const storage = uploadStorage(services);
  const rangeHeader = request.headers.get("range");
  const revalidating = matchesEtag(request.headers.get("if-none-match"), etag);
  if (rangeHeader || revalidating) {
    const info = await storage.head(key);
    if (!info) return notFoundFile();
    if (revalidating) return new Response(null, { status: 304, headers });
    const ranges = parseRange(info.size, rangeHeader ?? "", { combine: true });
    if (ranges === -1) {
      return new Response(null, {
        status: 416,
        headers: { ...headers, "Content-Range": `bytes */${info.size}` },
      });
    }
    const [range] = ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1 ? [] : ranges;
    if (range) {
      const file = await storage.get(key, range);
      if (!file) return notFoundFile();
      return new Response(file.body, {
        status: 206,
        headers: {
          ...headers,
          "Content-Type": file.contentType,
          "Content-Length": String(range.end - range.start + 1),
          "Content-Range": `bytes ${range.start}-${range.end}/${file.size}`,
        },
      });
    }
  }
  const file = await storage.get(key);
  if (!file) return notFoundFile();
  return new Response(file.body, {
    headers: {
      ...headers,
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
    },
  });
}
