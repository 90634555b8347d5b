import { type DefaultValue, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * A settings form bound to the zod schema its action also parses: the server's last answer,
 * checks on blur (or on submit, for one-time codes), and checks again while the user corrects.
 */
export function useSettingsForm<Schema extends z.ZodObject>(
  id: string,
  schema: Schema,
  options: {
    last?: { result?: SubmissionResult<string[]> };
    validateOn?: "onBlur" | "onSubmit" | "onInput";
    defaultValue?: DefaultValue<z.input<Schema>>;
  } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: options.last?.result,
    defaultValue: options.defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: options.validateOn ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
