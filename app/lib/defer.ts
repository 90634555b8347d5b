/** Loader data still on its way: the page renders now and fills in when `deferred` settles. */
export type Deferred<T> = { deferred: Promise<T> };

export function isDeferred<T>(value: T | Deferred<T>): value is Deferred<T> {
  return typeof value === "object" && value !== null && "deferred" in value;
}

/**
 * For a clientLoader: the server data itself when it arrives within `graceMs` (no flash of
 * loading text on a good connection), otherwise a Deferred so the page can show its loading state
 * (the specs' "Loading ...") instead of holding the navigation. A failure within the grace period
 * throws, as a plain loader would.
 */
export async function deferWhenSlow<T>(load: Promise<T>, graceMs = 300): Promise<T | Deferred<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<"slow">((resolve) => {
    timer = setTimeout(() => resolve("slow"), graceMs);
  });
  try {
    const first = await Promise.race([load.then((value) => ({ value })), slow]);
    return first === "slow" ? { deferred: load } : first.value;
  } finally {
    clearTimeout(timer);
  }
}
