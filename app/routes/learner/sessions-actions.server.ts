import type { SessionUser } from "~/domain/auth/session.server";
import { endOtherSessionsSchema, endSessionSchema } from "~/domain/auth/sessions.schema";
import { endMyOtherSessions, endMySession } from "~/domain/auth/sessions.server";
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
) {
  const one = endSessionSchema.safeParse(Object.fromEntries(formData));
  if (one.success) {
    const ended = await endMySession(services, user.id, one.data.sessionId);
    return redirectWithToast(
      services.toasts,
      request,
      back,
      ended
        ? { title: "Device signed out", description: "That device must log in again." }
        : { title: "Already signed out", description: "That device was no longer signed in." },
    );
  }
  const all = endOtherSessionsSchema.safeParse(Object.fromEntries(formData));
  if (!all.success || !user.sessionId) return unreadableForm(services, request, back);
  const count = await endMyOtherSessions(services, user.id, user.sessionId);
  return redirectWithToast(services.toasts, request, back, {
    title: "Other devices signed out",
    description:
      count === 1
        ? "1 other device must log in again."
        : `${count} other devices must log in again.`,
  });
}
