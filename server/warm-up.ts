import type { AddressInfo } from "node:net";
import type { Logger } from "pino";

/** What most first visitors open: the home page, the catalogue and sign-in. */
export const WARM_UP_PATHS = ["/", "/academy", "/login"] as const;

/** The address this process can reach its own server on, whatever it listens on. */
export function loopbackUrl(address: AddressInfo): string {
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard ? "127.0.0.1" : address.address;
  return `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`;
}

/**
 * Right after start-up, the server asks itself for the pages a first visitor opens, one after
 * another: route modules load, the database plans its queries and the content cache fills, so
 * the first real visitor does not wait for all of that (it cost them seconds on a slow host).
 * Best effort: a page that fails is logged and the rest still run; nothing waits for it.
 */
export async function warmUp(
  baseUrl: string,
  logger: Pick<Logger, "info" | "warn">,
  paths: readonly string[] = WARM_UP_PATHS,
): Promise<void> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  for (const path of paths) {
    const pageStarted = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
      await response.arrayBuffer();
      timings[path] = Math.round(performance.now() - pageStarted);
    } catch (error) {
      logger.warn({ path, err: error }, "warm-up request failed");
    }
  }
  logger.info({ ms: Math.round(performance.now() - started), pages: timings }, "warmed up");
}
