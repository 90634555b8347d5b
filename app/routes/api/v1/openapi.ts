import { apiJson } from "~/domain/api/api.server";
import { openApiDocument } from "~/domain/api/openapi";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/openapi";

/** GET /api/v1/openapi.json: the API's contract. */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  return apiJson(openApiDocument(env), { headers: { "Cache-Control": "public, max-age=3600" } });
}
