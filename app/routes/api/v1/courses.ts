import { apiCoursesParamsSchema } from "~/domain/api/api.schema";
import { listApiCourses } from "~/domain/api/api-resources.server";
import { parseCatalogQuery } from "~/domain/catalog/search-params";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/courses";
import { answerApi, apiError, apiJson, methodNotAllowed, optionalApiUser } from "./api-http.server";

/**
 * GET /api/v1/courses?q=&category=&page=&limit=: one page of the published catalogue (24 courses
 * unless `limit` says up to 100), with the total and links to the neighbouring pages. Open to
 * anyone; with a valid token each course also says whether the caller is enrolled and how far they are.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return answerApi(services, async () => {
    const caller = await optionalApiUser(services, request);
    const params = new URL(request.url).searchParams;
    const strict = apiCoursesParamsSchema.safeParse({
      category: params.get("category") ?? undefined,
      page: params.get("page") ?? undefined,
      limit: params.get("limit") ?? undefined,
    });
    if (!strict.success) {
      const message =
        strict.error.issues[0]?.message ?? "The category, page or limit is not valid.";
      return apiError(400, "bad_request", message);
    }
    const query = { ...parseCatalogQuery(params), ...strict.data };
    return apiJson(await listApiCourses(services, caller, query));
  });
}

export function action() {
  return methodNotAllowed("GET");
}
