import type { SessionUser } from "~/domain/auth/session.server";
import { endOtherSessionsSchema, endSessionSchema } from "~/domain/auth/sessions.schema";
import { endMyOtherSessions, endMySession } from "~/domain/auth/sessions.server";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { settings } from "~/i18n/messages/settings";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";
import { unreadableForm } from "./settings-actions.server";

/**
 * "Where you're signed in": sign out one other device, or all of them, then back to the settings
 * page at `back` with a toast saying what happened. Only the user's own sessions are touched.
 */
export async function submitSessionsForm(
  services: Services,
  request: Request,
  user: Pick<SessionUser, "id" | "sessionId">,
  formData: FormData,
  back: string,
  locale: Locale,
) {
  const t = translate(locale, settings).toasts;
  const one = endSessionSchema.safeParse(Object.fromEntries(formData));
  if (one.success) {
    const ended = await endMySession(services, user.id, one.data.sessionId);
    return redirectWithToast(
      services.toasts,
      request,
      back,
      ended ? { ...t.deviceSignedOut } : { ...t.alreadySignedOut },
    );
  }
  const all = endOtherSessionsSchema.safeParse(Object.fromEntries(formData));
  if (!all.success || !user.sessionId) return unreadableForm(services, request, back, locale);
  const count = await endMyOtherSessions(services, user.id, user.sessionId);
  return redirectWithToast(services.toasts, request, back, {
    title: t.othersSignedOut.title,
    description: t.othersSignedOut.description({ count }),
  });
}
