import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

/**
 * conform's own fields: the button that says what a submit means, and its form state.
 * Kept whatever the schema says.
 */
const CONFORM_FIELDS = new Set(["__intent__", "__state__"]);

type DefLike = {
  type: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  options?: unknown[];
  left?: unknown;
  right?: unknown;
  innerType?: unknown;
};

/**
 * The top-level field names a zod schema reads, or null when it cannot tell (a lazy or custom
 * schema), in which case nothing is dropped.
 */
export function fieldNamesOf(schema: unknown): Set<string> | null {
  const def = (schema as { _zod?: { def?: DefLike } } | null)?._zod?.def;
  if (!def) return null;
  switch (def.type) {
    case "object":
      return new Set(Object.keys(def.shape ?? {}));
    case "pipe":
      return fieldNamesOf(def.in);
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return fieldNamesOf(def.innerType);
    case "union": {
      const names = new Set<string>();
      for (const option of def.options ?? []) {
        const own = fieldNamesOf(option);
        if (!own) return null;
        for (const name of own) names.add(name);
      }
      return names;
    }
    case "intersection": {
      const left = fieldNamesOf(def.left);
      const right = fieldNamesOf(def.right);
      return left && right ? new Set([...left, ...right]) : null;
    }
    default:
      return null;
  }
}

/** The first segment of a conform field name: `lessons[2].title` → `lessons`. */
function topLevelName(name: string): string {
  const end = name.search(/[.[]/);
  return end === -1 ? name : name.slice(0, end);
}

/** A copy of `payload` with only the fields `schema` reads (and conform's own). */
export function keepKnownFields(payload: FormData, schema: unknown): FormData;
export function keepKnownFields(payload: URLSearchParams, schema: unknown): URLSearchParams;
export function keepKnownFields(
  payload: FormData | URLSearchParams,
  schema: unknown,
): FormData | URLSearchParams {
  const known = fieldNamesOf(schema);
  if (!known) return payload;
  const kept = payload instanceof FormData ? new FormData() : new URLSearchParams();
  for (const [name, value] of payload.entries()) {
    if (!known.has(topLevelName(name)) && !CONFORM_FIELDS.has(name)) continue;
    if (kept instanceof FormData) kept.append(name, value);
    else kept.append(name, value as string);
  }
  return kept;
}

/**
 * Every form submission the server reads goes through here: parseWithZod on only the fields the
 * schema knows. Fields no schema of ours reads are dropped before conform builds objects from
 * their names, so they cost nothing and `submission.reply()` never echoes them back to the page.
 * (The names' size and shape were bounded earlier, when the body was read: readForm.)
 */
export const parseSubmission = ((
  payload: FormData | URLSearchParams,
  options: { schema: $ZodType | ((intent: unknown) => $ZodType) },
) => {
  const filtered =
    typeof options.schema === "function"
      ? payload
      : payload instanceof FormData
        ? keepKnownFields(payload, options.schema)
        : keepKnownFields(payload, options.schema);
  return (parseWithZod as (p: unknown, o: unknown) => unknown)(filtered, options);
}) as typeof parseWithZod;
