import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { useLazyForm } from "~/components/forms/use-lazy-form";
import { usePendingForm } from "~/components/ui/button";
import { auth } from "~/i18n/messages/auth";
import { settings } from "~/i18n/messages/settings";
import { useT } from "~/i18n/react";

/**
 * The account schemas speaking the page's language (the `settings` and `auth` messages the loader
 * sent), fetched with zod after the page comes alive, for a form's `loadSchema`.
 */
export function useAccountSchemas() {
  const a = useT(auth);
  const s = useT(settings);
  return () => import("~/domain/account/account.schema").then((m) => m.accountSchemasFor(a, s));
}

/** The two-step sign-in schemas speaking the page's language (the `auth` messages). */
export function useTwoFactorSchemas() {
  const a = useT(auth);
  return () => import("~/domain/auth/two-factor.schema").then((m) => m.twoFactorSchemasFor(a));
}

/**
 * A settings form bound to the zod schema its action also parses (fetched after the page comes
 * alive, see useLazyForm): the server's last answer, checks on blur (or on submit, for one-time
 * codes), and checks again while the user corrects. `id` also keys its constraints.
 */
export function useSettingsForm<Schema extends z.ZodObject>(
  id: string,
  loadSchema: () => Promise<Schema>,
  options: {
    last?: { result?: SubmissionResult<string[]> };
    validateOn?: "onBlur" | "onSubmit" | "onInput";
    defaultValue?: DefaultValue<z.input<Schema>>;
  } = {},
) {
  return useLazyForm(id, loadSchema, {
    id,
    lastResult: options.last?.result,
    defaultValue: options.defaultValue,
    shouldValidate: options.validateOn ?? "onBlur",
    shouldRevalidate: "onInput",
  });
}

/**
 * Whether the page is sending one of these intents right now, so the form that sent it shows its
 * button as busy; `fields` narrows it to one form of several (which device of a list, say).
 */
export function useSubmittingIntent(
  intent: string | readonly string[],
  fields: Record<string, string> = {},
) {
  const isPending = usePendingForm();
  const intents = typeof intent === "string" ? [intent] : intent;
  return intents.some((one) => isPending({ fields: { ...fields, intent: one } }));
}
