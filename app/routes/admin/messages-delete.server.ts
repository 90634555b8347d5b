import { data } from "react-router";
import type { AuditActor } from "~/domain/admin/audit.server";
import { MESSAGE_TOASTS } from "~/domain/admin/messages.constants";
import { messageActionSchema } from "~/domain/admin/messages.schema";
import { deleteMessage } from "~/domain/admin/messages.server";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { adminMessages } from "~/i18n/messages/admin-messages";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";
import { backToList } from "./row-action.server";

const INBOX = "/admin-dashboard/messages";

/**
 * Deletes one message (from the inbox or from its own page) and returns to the inbox: from the
 * inbox to the same page of it (its search and cursor are in the form's address), from a
 * message's page to the newest. Shared by the inbox (messages.tsx) and the message page
 * (messages-view.tsx).
 */
export async function deleteMessageAction(
  services: Services,
  request: Request,
  actor: AuditActor,
  locale: Locale = "en",
) {
  const t = translate(locale, adminMessages).toasts;
  const failed = {
    ...MESSAGE_TOASTS.deleteFailed,
    title: t.deleteFailed,
    description: t.deleteFailedDescription,
  };
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: messageActionSchema });
  if (submission.status !== "success") {
    return data({ toast: { ...failed, description: t.unknownRequest } }, { status: 400 });
  }
  try {
    const deleted = await deleteMessage(services.db, actor, submission.value.id);
    if (!deleted) {
      const toast = { ...MESSAGE_TOASTS.notFound, title: t.fetchFailed, description: t.notFound };
      return data({ toast }, { status: 404 });
    }
    return redirectWithToast(services.toasts, request, backToList(request, INBOX), {
      ...MESSAGE_TOASTS.deleted,
      title: t.deleted,
      description: t.deletedDescription({ name: deleted.name }),
    });
  } catch (error) {
    services.logger.error({ err: error }, "message delete failed");
    return data({ toast: failed }, { status: 500 });
  }
}
