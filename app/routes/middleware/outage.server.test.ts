import type { MiddlewareFunction, UNSAFE_DataWithResponseInit } from "react-router";
import { describe, expect, it } from "vitest";
import { isOutageData } from "~/db/outage";
import { createOutageTracker } from "~/db/outage.server";
import type { Services } from "~/services.server";
import { routeContext } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { OUTAGE_RETRY_AFTER_SECONDS, outageMiddleware } from "./outage.server";

const suite = setupTestServices();

/** Services whose database answers (or not) as `state.up` says. */
function servicesWith(state: { up: boolean }): Services {
  const outage = createOutageTracker(async () => state.up, 0);
  return { ...suite.services, database: { ...suite.services.database, outage } };
}

/** Both middleware steps as React Router runs them, around a page that answers `page()`. */
async function request(services: Services, page: () => Response) {
  const args = {
    request: new Request("http://localhost:3000/contact"),
    context: routeContext(services),
    params: {},
    unstable_pattern: "/contact",
  } as unknown as Parameters<MiddlewareFunction<Response>>[0];
  const [outer, inner] = outageMiddleware as [
    MiddlewareFunction<Response>,
    MiddlewareFunction<Response>,
  ];
  let thrown: UNSAFE_DataWithResponseInit<unknown> | null = null;
  const response = (await outer(args, async () => {
    try {
      return (await inner(args, async () => page())) as Response;
    } catch (error) {
      thrown = error as UNSAFE_DataWithResponseInit<unknown>;
      return new Response("error page", { status: thrown.init?.status ?? 500 });
    }
  })) as Response;
  return { response, thrown: thrown as UNSAFE_DataWithResponseInit<unknown> | null };
}

describe("the outage middleware", () => {
  it("lets every request through while the database works", async () => {
    const services = servicesWith({ up: true });
    const { response, thrown } = await request(services, () => new Response("ok"));
    expect(response.status).toBe(200);
    expect(thrown).toBeNull();
  });

  it("turns the failing request into a 503, answers the next ones with the outage page, and recovers", async () => {
    const state = { up: false };
    const services = servicesWith(state);
    // The request that meets the outage: its page failed and handleError marked the database.
    const first = await request(services, () => {
      services.database.outage.markDown();
      return new Response("error page", { status: 500 });
    });
    expect(first.response.status).toBe(503);
    expect(first.response.headers.get("Retry-After")).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
    expect(first.response.headers.get("Cache-Control")).toBe("no-store");

    let reached = false;
    const next = await request(services, () => {
      reached = true;
      return new Response("ok");
    });
    expect(reached).toBe(false);
    expect(next.response.status).toBe(503);
    expect(isOutageData(next.thrown?.data)).toBe(true);

    state.up = true;
    const recovered = await request(services, () => new Response("ok"));
    expect(recovered.response.status).toBe(200);
  });

  it("leaves other server errors as they are", async () => {
    const services = servicesWith({ up: true });
    const { response } = await request(services, () => new Response("bug", { status: 500 }));
    expect(response.status).toBe(500);
    expect(response.headers.get("Retry-After")).toBeNull();
  });
});
