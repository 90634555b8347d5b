import { isbot } from "isbot";

/**
 * Whether a request is a person opening something we count (a page view, a download): a GET
 * (not HEAD), from a browser rather than a crawler or script, and not a speculative prefetch.
 * `documentOnly` also rules out React Router's client-side data requests (…/page.data), which
 * revalidations repeat for a page already counted.
 */
export function isCountableRequest(
  request: Request,
  options: { documentOnly?: boolean } = {},
): boolean {
  if (request.method !== "GET") return false;
  const userAgent = request.headers.get("User-Agent");
  if (!userAgent || isbot(userAgent)) return false;
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  if (purpose.includes("prefetch")) return false;
  if (options.documentOnly) {
    if (new URL(request.url).pathname.endsWith(".data")) return false;
    const dest = request.headers.get("Sec-Fetch-Dest");
    if (dest && dest !== "document") return false;
  }
  return true;
}
