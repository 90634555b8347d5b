/**
 * Field errors a form's schema wrote in English (its messages table: key → English), in the
 * page's language (`words`: the same keys). A message the table does not know stays as it is.
 */
export function localizeFieldErrors<
  E extends Record<string, string[] | null | undefined> | null | undefined,
>(
  errors: E,
  english: Readonly<Record<string, string>>,
  words: Readonly<Record<string, string>>,
): E {
  if (!errors) return errors;
  const keyOf = new Map(Object.entries(english).map(([key, message]) => [message, key]));
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages?.map((m) => {
        const key = keyOf.get(m);
        return key !== undefined && Object.hasOwn(words, key) ? (words[key] as string) : m;
      }),
    ]),
  ) as E;
}
