// allowRegistrations = false closes sign-up everywhere: the /register page and action (tested in
// app/routes/auth/auth-routes.test.ts) and better-auth's own HTTP endpoint, tested here as a
// browser or script would call it.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { user } from "~/db/schema";
import { action as authAction } from "~/routes/api/auth";
import { routeContext } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import { updateSiteSettings } from "./settings.server";

const suite = setupFreshServices();

async function signUp(email: string) {
  const url = `${suite.services.env.APP_URL}/api/auth/sign-up/email`;
  const request = new Request(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: suite.services.env.APP_URL },
    body: JSON.stringify({
      email,
      password: "Harvest-Season-2026",
      name: "Ngozi Eze",
      phone: "08031234567",
    }),
  });
  return (await authAction({
    request,
    context: routeContext(suite.services),
    params: {},
  } as unknown as Parameters<typeof authAction>[0])) as Response;
}

async function accounts(email: string) {
  return suite.services.db.select().from(user).where(eq(user.email, email));
}

it("accepts a sign-up on the endpoint while registrations are open", async () => {
  const response = await signUp("open@example.ng");
  expect(response.status).toBe(200);
  expect(await accounts("open@example.ng")).toHaveLength(1);
});

it("refuses a sign-up on the endpoint while registrations are closed", async () => {
  await updateSiteSettings(suite.services.db, { allowRegistrations: false }, null);
  const response = await signUp("closed@example.ng");
  expect(response.status).toBe(403);
  expect(await response.json()).toMatchObject({ code: "REGISTRATIONS_CLOSED" });
  expect(await accounts("closed@example.ng")).toHaveLength(0);
  expect(suite.outbox).toHaveLength(0);
});
