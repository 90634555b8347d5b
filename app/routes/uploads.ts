import { uploadStorage } from "~/domain/uploads/storage.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/uploads";

function notFound() {
  return new Response("Not Found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/**
 * Uploaded files (avatars now, course media later). Only keys of the form folder/name.ext with a
 * known extension are looked up, so `..`, encoded slashes or absolute paths never reach the disk;
 * the Content-Type comes from our extension table, and nosniff keeps browsers from guessing.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const file = await uploadStorage(context.get(servicesContext)).get(key);
  if (!file) return notFound();
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "X-Content-Type-Options": "nosniff",
      // Names are random and never reused: a stored file never changes under its address.
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
