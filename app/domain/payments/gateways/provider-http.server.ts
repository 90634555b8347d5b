import { GatewayError } from "./gateway";

export type ProviderAnswer = { httpStatus: number; envelope: unknown };

/**
 * The one way our gateways call a provider's JSON API: bearer key, JSON body, a timeout, and the
 * answer's status and parsed body handed back unjudged (each provider reads its own envelope; a
 * "not found" can be an answer). Only an unreachable provider throws: GatewayError, whose message
 * never carries the request (the key is in a header).
 */
export function createProviderClient(opts: {
  /** The provider's name as staff read it in errors ("Paystack"). */
  name: string;
  secretKey: string;
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}) {
  const send = opts.fetch ?? fetch;
  // Joined by hand rather than with new URL(path, base) so a base with a path prefix keeps it.
  const base = opts.baseUrl.replace(/\/+$/, "");
  const timeoutMs = opts.timeoutMs ?? 15_000;
  return async function call(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<ProviderAnswer> {
    let response: Response;
    try {
      response = await send(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${opts.secretKey}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? "timed out" : "failed";
      throw new GatewayError(`${opts.name} could not be reached (request ${reason})`);
    }
    const envelope: unknown = await response.json().catch(() => null);
    return { httpStatus: response.status, envelope };
  };
}
