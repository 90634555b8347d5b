import { data } from "react-router";
import type { z } from "zod";
import type { Toast } from "~/domain/toast/toast";
import { translate } from "~/i18n/catalog.server";
import type { Locale } from "~/i18n/locales";
import { adminSystem } from "~/i18n/messages/admin-system";
import { parseSubmission } from "~/lib/parse-submission";
import { readForm } from "~/routes/form-body.server";
import { redirectWithToast } from "~/routes/toast.server";
import type { Services } from "~/services.server";

type RowAction<Intent extends string> = { intent: Intent; id: string };

/**
 * Where a list's row action returns: the list as it was shown, its filters and page or cursor
 * kept. A list page posts its row forms to its own address (the loader's `self`), so its query
 * is the request's. Read from the query alone: a post made by React Router in the browser
 * arrives at `<path>.data`, and its own parameters (`index`, `_routes`) are not the list's.
 */
export function backToList(request: Request, list: string): string {
  const params = new URL(request.url).searchParams;
  params.delete("index");
  params.delete("_routes");
  const query = params.toString();
  return query ? `${list}?${query}` : list;
}

/**
 * The action behind a list's row buttons (publish or feature, and delete; Content and Stories):
 * read which button on which row, run it, and go back to the list with its toast; or stay with a
 * failure toast: 400 for a request no button sends, 404 when the row is gone (the list is stale),
 * 500 when the change failed.
 */
export async function listRowAction<Intent extends string>(
  services: Services,
  request: Request,
  list: {
    schema: z.ZodType<RowAction<Intent>>;
    /** The list's path: its row forms post to it with its query (backToList). */
    list: string;
    /** Names the list in the log. */
    kind: string;
    /** The failure toast of a button (null: of a request no button sends). */
    failed: (intent: Intent | null) => Toast;
    /** Runs the button: the toast of what it did, or null when its row is gone. */
    run: (row: RowAction<Intent>) => Promise<Toast | null>;
    /** The request's language (`context.get(localeContext)`), for the failure descriptions. */
    locale?: Locale;
  },
) {
  const t = translate(list.locale ?? "en", adminSystem).rowAction;
  const failure = (toast: Toast, description: string, status: number) =>
    data({ toast: { ...toast, description } }, { status });
  const formData = await readForm(request);
  const submission = parseSubmission(formData, { schema: list.schema });
  if (submission.status !== "success") return failure(list.failed(null), t.unknown, 400);
  const row = submission.value as RowAction<Intent>;
  const failed = list.failed(row.intent);
  try {
    const done = await list.run(row);
    if (!done) {
      const gone = row.intent === "delete" ? t.alreadyDeleted : t.gone;
      return failure(failed, gone, 404);
    }
    return redirectWithToast(services.toasts, request, backToList(request, list.list), done);
  } catch (error) {
    services.logger.error({ err: error, ...row }, `${list.kind} action failed`);
    return failure(failed, t.tryAgain, 500);
  }
}
