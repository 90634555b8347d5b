import { redirect } from "react-router";
import { signOut } from "~/domain/auth/accounts.server";
import { AUTH_TOASTS } from "~/domain/auth/auth.messages";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/logout";

// Sign-out is a POST (a link or prefetch must never sign anyone out).
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const headers = await signOut(services, request);
  return redirectWithToast(services.toasts, request, "/login", AUTH_TOASTS.loggedOut, headers);
}

export function loader() {
  return redirect("/");
}
