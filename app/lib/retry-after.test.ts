import { describe, expect, it } from "vitest";
import { passRetryAfter } from "./retry-after";

const call = (action: HeadersInit, parent: HeadersInit = {}) =>
  new Headers(
    passRetryAfter({
      actionHeaders: new Headers(action),
      loaderHeaders: new Headers(),
      parentHeaders: new Headers(parent),
      errorHeaders: undefined,
    }) as HeadersInit,
  );

describe("passRetryAfter", () => {
  it("passes an action's Retry-After on, keeping what the parent routes set", () => {
    const headers = call({ "Retry-After": "120" }, { "Cache-Control": "no-store" });
    expect(headers.get("Retry-After")).toBe("120");
    expect(headers.get("Cache-Control")).toBe("no-store");
  });

  it("adds nothing when the action did not limit", () => {
    expect(call({}).get("Retry-After")).toBeNull();
  });
});
