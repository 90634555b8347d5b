import { describe, expect, it } from "vitest";
import { buildAccountExport } from "~/domain/account/export.server";
import { callLoader } from "../../../tests/support/router";
import { setupTestServices } from "../../../tests/support/suite";
import { fillUserData } from "../../../tests/support/user-data";
import { createTestUser } from "../../../tests/support/users";
import { loader } from "./account-data";

const suite = setupTestServices();

describe("GET /settings/account-data", () => {
  it("streams the signed-in user's account-data.json, never cached", async () => {
    const user = await createTestUser(suite.services, { name: "Route Learner" });
    await fillUserData(suite.services.db, user);
    const result = await callLoader(loader, {
      services: suite.services,
      url: "/settings/account-data",
      user,
    });
    const response = result.response;
    if (!response) throw new Error("expected a Response");
    expect(response.body).toBeInstanceOf(ReadableStream);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="account-data.json"',
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    expect(text.endsWith("}\n")).toBe(true);
    const data = JSON.parse(text);
    const whole = await buildAccountExport(suite.services.db, user.id, suite.services.env.APP_URL, {
      now: new Date(data.exportedAt),
    });
    expect(text).toBe(`${JSON.stringify(whole, null, 2)}\n`);
    expect(data.profile.id).toBe(user.id);
  });
});
