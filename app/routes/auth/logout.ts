import { redirect } from "react-router";
import { signOut } from "~/domain/auth/accounts.server";
import { translate } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { auth } from "~/i18n/messages/auth";
import { clearDeviceStorage } from "~/lib/clear-device.server";
import { redirectWithToast } from "~/routes/toast.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/logout";

// Sign-out is a POST (a link or prefetch must never sign anyone out).
export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const headers = await signOut(services, request);
  const loggedOut = translate(context.get(localeContext), auth).toasts.loggedOut;
  return redirectWithToast(
    services.toasts,
    request,
    "/login",
    loggedOut,
    clearDeviceStorage(headers),
  );
}

export function loader() {
  return redirect("/");
}
