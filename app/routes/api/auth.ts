import { servicesContext } from "~/services.server";
import type { Route } from "./+types/auth";

// better-auth's own endpoints (/api/auth/*): sign-out, social sign-in callbacks, session reads.
export async function loader({ request, context }: Route.LoaderArgs) {
  return context.get(servicesContext).auth.handler(request);
}

export async function action({ request, context }: Route.ActionArgs) {
  return context.get(servicesContext).auth.handler(request);
}
