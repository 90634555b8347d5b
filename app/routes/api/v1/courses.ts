import { listApiCourses } from "~/domain/api/api-resources.server";
import { parseCatalogQuery } from "~/domain/catalog/search-params";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/courses";
import { answerApi, apiJson, methodNotAllowed, optionalApiUser } from "./api-http.server";

/**
 * GET /api/v1/courses?q=&category=: the published catalogue. Open to anyone; with a valid token each
 * course also says whether the caller is enrolled and how far they are.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return answerApi(services, async () => {
    const caller = await optionalApiUser(services, request);
    const query = parseCatalogQuery(new URL(request.url).searchParams);
    return apiJson({ courses: await listApiCourses(services, caller, query) });
  });
}

export function action() {
  return methodNotAllowed("GET");
}
