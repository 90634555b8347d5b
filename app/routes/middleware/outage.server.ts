import { createContext, data, type MiddlewareFunction } from "react-router";
import type { OutageData } from "~/db/outage";
import { unavailableFor } from "~/lib/unavailable";
import { servicesContext } from "~/services.server";

/** Seconds a visitor is asked to wait while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

const outageAnswered = createContext<boolean>(false);

/**
 * While the database is unreachable every page answers 503 with a friendly page (the root error
 * boundary draws it) and Retry-After; nothing a visitor sends is acknowledged, so nothing
 * acknowledged is lost. The first request to hit the outage already failed with a 500: it is
 * marked (entry.server's handleError), turned into a 503 here, and the next ones get the page.
 */
export const outageMiddleware: MiddlewareFunction<Response>[] = [
  async ({ context }, next) => {
    const response = await next();
    const { database } = context.get(servicesContext);
    const outage =
      context.get(outageAnswered) || (response.status >= 500 && (await database.outage.isDown()));
    return outage ? unavailableFor(response, OUTAGE_RETRY_AFTER_SECONDS) : response;
  },
  async ({ context }, next) => {
    const { database } = context.get(servicesContext);
    if (!(await database.outage.isDown())) return next();
    context.set(outageAnswered, true);
    throw data({ outage: true } satisfies OutageData, { status: 503 });
  },
];
