import { renderSitemap } from "~/domain/site/sitemap";
import { getSitemapEntries } from "~/domain/site/sitemap.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  const entries = await getSitemapEntries(services.db);
  return new Response(renderSitemap(services.env.APP_URL, entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      // Crawlers fetch it rarely; an hour keeps new courses appearing the same day.
      "Cache-Control": "public, max-age=3600",
    },
  });
}
