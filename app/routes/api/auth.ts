import { isPublicAuthEndpoint } from "~/domain/auth/auth.server";
import { type Services, servicesContext } from "~/services.server";
import type { Route } from "./+types/auth";

// better-auth's own endpoints (/api/auth/*) that other clients use: sign-in and its second step,
// social sign-in callbacks, access tokens, sign-up and sign-out. Everything else is ours to call
// on the server, behind the checks of our pages, and answers 404 here.
function handle(request: Request, services: Services) {
  if (!isPublicAuthEndpoint(new URL(request.url).pathname)) {
    return Response.json({ code: "NOT_FOUND", message: "Not found" }, { status: 404 });
  }
  return services.auth.handler(request);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return handle(request, context.get(servicesContext));
}

export async function action({ request, context }: Route.ActionArgs) {
  return handle(request, context.get(servicesContext));
}
