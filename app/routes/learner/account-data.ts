import { streamAccountExport } from "~/domain/account/export.server";
import { notFoundFile } from "~/lib/http.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/account-data";

/** Download My Data: GET /settings/account-data → account-data.json, the signed-in user's only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  // Streamed as it is read: a learner with years of activity is never held in memory whole.
  const body = await streamAccountExport(services.db, user.id, services.env.APP_URL);
  if (!body) throw notFoundFile();
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="account-data.json"',
      // Personal data: never kept by a browser or proxy cache.
      "Cache-Control": "no-store",
    },
  });
}
