import parseRange from "range-parser";
import { uploadStorage } from "~/domain/uploads/storage.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/uploads";

function notFound() {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

const FILE_HEADERS = {
  "Accept-Ranges": "bytes",
  "X-Content-Type-Options": "nosniff",
  // Names are random and never reused: a stored file never changes under its address.
  "Cache-Control": "public, max-age=31536000, immutable",
};

/**
 * Uploaded files (avatars, course media). Only keys of the form folder/name.ext with a known
 * extension are looked up, so `..`, encoded slashes or absolute paths never reach the disk; the
 * Content-Type comes from our extension table, and nosniff keeps browsers from guessing.
 * A single byte range is answered with 206, so a video plays and seeks without downloading the
 * whole file first (on a paid mobile connection that matters); several ranges get the whole file.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const storage = uploadStorage(context.get(servicesContext));
  const rangeHeader = request.headers.get("range");
  if (rangeHeader) {
    const info = await storage.head(key);
    if (!info) return notFound();
    const ranges = parseRange(info.size, rangeHeader, { combine: true });
    if (ranges === -1) {
      return new Response(null, {
        status: 416,
        headers: { ...FILE_HEADERS, "Content-Range": `bytes */${info.size}` },
      });
    }
    const [range] = ranges === -2 || ranges.type !== "bytes" || ranges.length !== 1 ? [] : ranges;
    if (range) {
      const file = await storage.get(key, range);
      if (!file) return notFound();
      return new Response(file.body, {
        status: 206,
        headers: {
          ...FILE_HEADERS,
          "Content-Type": file.contentType,
          "Content-Length": String(range.end - range.start + 1),
          "Content-Range": `bytes ${range.start}-${range.end}/${file.size}`,
        },
      });
    }
  }
  const file = await storage.get(key);
  if (!file) return notFound();
  return new Response(file.body, {
    headers: {
      ...FILE_HEADERS,
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
    },
  });
}
