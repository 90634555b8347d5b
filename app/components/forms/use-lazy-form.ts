import {
  type DefaultValue,
  type Submission,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { useFormConstraint } from "./form-constraints";

/**
 * conform's useForm for a signed-in page, checking in the browser with the same zod schema its
 * action parses. zod and conform's adapter are a fifth of such a page's JavaScript, so they are
 * fetched just after the page comes alive instead of before it; until they arrive a submission is
 * checked by the server alone, with the same messages. The HTML constraints come from the page's
 * loader (useFormConstraint, under `key`), so the server and the browser render the same fields.
 * docs/decisions/0008-script-light-public-pages.md
 */
export function useLazyForm<Schema extends z.ZodObject>(
  key: string,
  loadSchema: () => Promise<Schema>,
  options: {
    id?: string;
    lastResult?: SubmissionResult<string[]> | null;
    defaultValue?: DefaultValue<z.input<Schema>>;
    shouldValidate?: "onBlur" | "onSubmit" | "onInput";
    shouldRevalidate?: "onBlur" | "onSubmit" | "onInput";
  },
) {
  const constraint = useFormConstraint(key);
  type Validate = (formData: FormData) => Submission<z.input<Schema>, string[], z.output<Schema>>;
  const [validate, setValidate] = useState<Validate>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the schema of a mounted form does not change.
  useEffect(() => {
    let mounted = true;
    // zod's settings first: the schema module builds its schemas as it loads.
    import("./zod-validation")
      .then(async (adapter) => [await loadSchema(), adapter] as const)
      .then(([schema, adapter]) => {
        const parse: Validate = (formData) => adapter.parseWithZod(formData, { schema });
        if (mounted) setValidate(() => parse);
      })
      // Offline or a failed fetch: the server still checks every submission.
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  return useForm<z.input<Schema>, z.output<Schema>>({
    ...options,
    constraint,
    // Without onValidate, conform would check a field on blur by posting the form to the server:
    // until the schema is here, only a real submission goes there.
    shouldValidate: validate ? options.shouldValidate : "onSubmit",
    shouldRevalidate: validate ? options.shouldRevalidate : "onSubmit",
    onValidate: validate ? ({ formData }) => validate(formData) : undefined,
  });
}
