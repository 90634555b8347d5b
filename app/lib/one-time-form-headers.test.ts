import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { HeadersFunction } from "react-router";
import { describe, expect, it } from "vitest";
import { ONE_TIME_FORM_CACHE_CONTROL, oneTimeFormHeaders } from "./one-time-form-headers";

const ROUTES = path.resolve(__dirname, "../routes");

/** Every route module whose loader hands its page a one-time form key. */
function routesIssuingFormKeys(): string[] {
  return (readdirSync(ROUTES, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) =>
      /formKey:\s*crypto\.randomUUID\(\)/.test(readFileSync(path.join(ROUTES, file), "utf8")),
    )
    .sort();
}

function callHeaders(headers: HeadersFunction) {
  return new Headers(
    headers({
      parentHeaders: new Headers({ "Set-Cookie": "afa_toast=; Max-Age=0" }),
      loaderHeaders: new Headers(),
      actionHeaders: new Headers({ "Retry-After": "120" }),
      errorHeaders: undefined,
    } as Parameters<HeadersFunction>[0]) as HeadersInit,
  );
}

describe("pages that carry a one-time form key (issue 34 item 13)", () => {
  it("keeps the parent's headers and the action's Retry-After, and lets no cache keep the page", () => {
    const headers = callHeaders(oneTimeFormHeaders);
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Retry-After")).toBe("120");
    expect(headers.get("Set-Cookie")).toContain("afa_toast=");
  });

  it("all send it: contact, the booking form and every admin 'new' form", async () => {
    const files = routesIssuingFormKeys();
    expect(files).toEqual(
      expect.arrayContaining(["public/contact.tsx", "public/consultation.tsx"]),
    );
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const file of files) {
      const module = (await import(path.join(ROUTES, file))) as { headers?: HeadersFunction };
      expect(module.headers, file).toBeTypeOf("function");
      expect(callHeaders(module.headers as HeadersFunction).get("Cache-Control"), file).toBe(
        ONE_TIME_FORM_CACHE_CONTROL,
      );
    }
  });
});
