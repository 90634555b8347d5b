import { openApiDocument } from "~/domain/api/openapi";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/openapi";
import { apiJson } from "./api-http.server";

/** GET /api/v1/openapi.json: the API's contract. */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = context.get(servicesContext);
  return apiJson(openApiDocument(env), { headers: { "Cache-Control": "public, max-age=3600" } });
}
