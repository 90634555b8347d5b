import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import { useLazyForm } from "~/components/forms/use-lazy-form";

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
