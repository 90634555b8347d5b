import { expect, test } from "./fixtures";

test.describe("Google sign-in", () => {
  test("a new visitor signs in with Google and lands on the dashboard, verified", async ({
    page,
    uniqueEmail,
  }) => {
    const email = uniqueEmail("google");
    // Google's page: we do not load it (no internet); it answers at once with our callback, as
    // Google does after the visitor agrees. The code carries the profile for the stand-in token
    // endpoint (tests/support/fake-oauth-providers.mjs).
    await page.route("https://accounts.google.com/**", async (route) => {
      const asked = new URL(route.request().url());
      const back = new URL(asked.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("state", asked.searchParams.get("state") ?? "");
      back.searchParams.set(
        "code",
        Buffer.from(JSON.stringify({ sub: `g-${email}`, email, name: "Ngozi Okeke" })).toString(
          "base64url",
        ),
      );
      await route.fulfill({ status: 302, headers: { location: back.href } });
    });

    await page.goto("/login");
    await page.getByRole("button", { name: "Google" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome, Ngozi Okeke!" })).toBeVisible();
  });

  test("a refused Google sign-in comes back to 'Social Login Failed'", async ({ page }) => {
    await page.route("https://accounts.google.com/**", async (route) => {
      const asked = new URL(route.request().url());
      const back = new URL(asked.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("state", asked.searchParams.get("state") ?? "");
      back.searchParams.set("error", "access_denied");
      await route.fulfill({ status: 302, headers: { location: back.href } });
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Google" }).click();
    await expect(page).toHaveURL(/\/login\?social=failed/);
    await expect(page.getByText("Social Login Failed")).toBeVisible();
    await expect(page.getByText("OAuth error occurred")).toBeVisible();
  });
});
