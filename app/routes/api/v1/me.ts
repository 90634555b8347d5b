import { servicesContext } from "~/services.server";
import type { Route } from "./+types/me";
import { answerApi, apiJson, methodNotAllowed, requireApiUser } from "./api-http.server";

/** GET /api/v1/me: who the bearer token belongs to. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return answerApi(services, async () => {
    const caller = await requireApiUser(services, request);
    return apiJson({ id: caller.id, name: caller.name, email: caller.email, role: caller.role });
  });
}

export function action() {
  return methodNotAllowed("GET");
}
