import { z } from "zod";
import { MAX_SEARCH_LENGTH } from "./search";

// The pieces every list's URL parser is built from. A GET never fails on its query string: a
// mistyped, stale or hostile link falls back to the default and still lands on a working page.

/** `?q=`: trimmed and cut at `max` characters; "" when missing. */
export function searchText(max: number = MAX_SEARCH_LENGTH) {
  return z
    .string()
    .catch("")
    .transform((value) => value.trim().slice(0, max));
}

/** One of `values`; anything else (or nothing) is `fallback`. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) {
  return z.enum(values).catch(fallback);
}

/** One of the values of a filter bar's options; anything else (or nothing) is `fallback`. */
export function oneOfOptions<T extends string>(options: readonly { value: T }[], fallback: T) {
  return z.enum(options.map((option) => option.value) as [T, ...T[]]).catch(fallback);
}

/** `?page=`: a whole number from 1 to `max`; anything else is page 1. */
export function pageNumber(max: number = Number.MAX_SAFE_INTEGER) {
  return z.coerce.number().int().min(1).max(max).catch(1);
}

/** Reads the keys of `schema` from a URL's search parameters (a missing one as undefined). */
export function parseSearchParams<S extends z.ZodObject>(
  schema: S,
  params: URLSearchParams,
): z.output<S> {
  const raw = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, params.get(key) ?? undefined]),
  );
  return schema.parse(raw);
}
