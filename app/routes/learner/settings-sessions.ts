import { redirect } from "react-router";
import { settingsHome } from "~/components/settings/settings-paths";
import { localeContext } from "~/i18n/locale.server";
import { splitLocalePath } from "~/i18n/locales";
import { readForm } from "~/routes/form-body.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/settings-sessions";
import { submitSessionsForm } from "./sessions-actions.server";

// Resource route of the settings page's "Where you're signed in": its forms post here, and every
// answer is a redirect back to the settings page with a toast (with or without JavaScript).

const backTo = (request: Request) =>
  settingsHome(splitLocalePath(new URL(request.url).pathname).path);

/** Nothing to show at this address: the devices are listed on the settings page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(backTo(request));
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireUser(context, request);
  const services = context.get(servicesContext);
  const formData = await readForm(request);
  return submitSessionsForm(
    services,
    request,
    user,
    formData,
    backTo(request),
    context.get(localeContext),
  );
}
