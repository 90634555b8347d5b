import { redirectDocument } from "react-router";
import { isCountableRequest } from "~/domain/journey/countable-request";
import { RESEARCH_KINDS, type ResearchKind } from "~/domain/research/research.filters";
import { takeResearchDownload } from "~/domain/research/research.server";
import { notFound } from "~/lib/http.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/research-download";

const isKind = (value: string): value is ResearchKind =>
  (RESEARCH_KINDS as readonly string[]).includes(value);

/**
 * /research/{papers|datasets}/{slug}/download: counts the download, then sends the browser to
 * the file our static server holds under /media/. A redirect cannot carry Content-Disposition,
 * so the links that point here carry the `download` attribute instead.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (!isKind(params.kind)) throw notFound();
  const services = context.get(servicesContext);
  const file = await takeResearchDownload(services.db, params.kind, params.slug, {
    count: isCountableRequest(request),
  });
  if (!file) throw notFound();
  // A full document redirect: the file is not a route of the app. no-store so every click
  // reaches us (and counts) instead of a cached redirect.
  return redirectDocument(file.fileUrl, {
    status: 302,
    headers: { "Cache-Control": "no-store" },
  });
}
