import { expect, test } from "./fixtures";
import { fillRegistration, logIn, PASSWORD, signIn } from "./support/auth";

test.describe("accounts", () => {
  test("sign-up, refused before verification, verified from the e-mail, then logs in", async ({
    page,
    outbox,
    uniqueEmail,
  }) => {
    const email = uniqueEmail("amaka");
    await fillRegistration(page, { email, name: "Amaka Obi" });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Registration Successful!")).toBeVisible();
    await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();

    await logIn(page, email);
    await expect(page.getByText("Email not verified")).toBeVisible();
    await expect(
      page.getByText("Please check your inbox to verify your email before logging in."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    const message = await outbox.waitForMessage({ to: email, subject: /Verify your e-mail/ });
    await page.goto(outbox.linkIn(message, "/verify"));
    await expect(page.getByRole("heading", { name: "Email Verified" })).toBeVisible();
    await page.getByRole("link", { name: "Continue to login" }).click();

    await logIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText("Login Successful!")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Welcome, Amaka Obi/ })).toBeVisible();
  });

  test("a used or forged verification link shows Email Not Verified", async ({ page }) => {
    await page.goto("/verify?token=not-a-real-token");
    await expect(page.getByRole("heading", { name: "Email Not Verified" })).toBeVisible();
    await page.goto("/verify");
    await expect(page.getByRole("heading", { name: "No session found" })).toBeVisible();
  });

  test("wrong password: Login Failed / Invalid credentials", async ({ page, uniqueEmail }) => {
    await page.goto("/login");
    await logIn(page, uniqueEmail("nobody"), "wrong-password");
    await expect(page.getByText("Login Failed")).toBeVisible();
    await expect(page.getByText("Invalid credentials")).toBeVisible();
  });

  test("an admin lands on /admin-dashboard", async ({ page, adminCredentials }) => {
    await signIn(page, adminCredentials, /\/admin-dashboard$/);
    await expect(page.getByRole("heading", { name: "Admin dashboard" })).toBeVisible();
    // /admin is not a page of its own.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });

  test("a signed-out visit to a learner page returns there after sign-in", async ({
    page,
    registerStudent,
  }) => {
    const email = await registerStudent("tunde");
    await page.goto("/settings");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsettings$/);
    await logIn(page, email);
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByText("Student", { exact: true })).toBeVisible();
  });

  test("a student is kept out of the admin area and can log out", async ({ page, signUp }) => {
    await signUp("chidi");
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto("/settings");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Logged out successfully")).toBeVisible();
    await expect(page.getByText("See you soon!")).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("password reset by e-mailed link", async ({ page, outbox, registerStudent }) => {
    const email = await registerStudent("bola");

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/password-reset$/);
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Password reset link has been sent to your email.")).toBeVisible();

    const message = await outbox.waitForMessage({ to: email, subject: /Reset your/ });
    await page.goto(outbox.linkIn(message, "/password-reset"));
    const newPassword = "Yam-Barn-Sunrise-9";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your password has been reset successfully.")).toBeVisible();

    await logIn(page, email, PASSWORD);
    await expect(page.getByText("Invalid credentials")).toBeVisible();
    await logIn(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("register validation", () => {
  const cases = [
    {
      name: "invalid e-mail",
      values: { email: "farmer@example" },
      title: "Invalid Email",
      text: "Please enter a valid email address.",
    },
    {
      name: "short password",
      values: { password: "abc12", confirm: "abc12" },
      title: "Password too short",
      text: "Password should be at least 8 characters.",
    },
    {
      // Decision 0009: 6 and 7 characters are refused too, with the same message.
      name: "7-character password",
      values: { password: "Kola-7x", confirm: "Kola-7x" },
      title: "Password too short",
      text: "Password should be at least 8 characters.",
    },
    {
      name: "mismatched confirmation",
      values: { confirm: "Something-Else-1" },
      title: "Password mismatch",
      text: "Please make sure your passwords match.",
    },
  ];

  for (const js of [true, false]) {
    test.describe(js ? "with JavaScript" : "without JavaScript", () => {
      test.use({ javaScriptEnabled: js });
      for (const c of cases) {
        test(`${c.name}: ${c.title}`, async ({ page, uniqueEmail }) => {
          const email = ("email" in c.values ? c.values.email : undefined) ?? uniqueEmail("val");
          await fillRegistration(page, { ...c.values, email });
          if (!js) {
            // Without JavaScript the browser's own checks would stop the post first; the server's
            // answer is what this run is about.
            await page
              .locator("form")
              .first()
              .evaluate((f) => f.setAttribute("novalidate", ""));
          }
          await page.getByRole("button", { name: "Create account" }).click();
          await expect(page.getByText(c.title, { exact: true })).toBeVisible();
          await expect(page.getByText(c.text).first()).toBeVisible();
          await expect(page).toHaveURL(/\/register$/);
          // What was typed stays (passwords excepted).
          await expect(page.getByLabel("Full name")).toHaveValue("Test Farmer");
        });
      }
    });
  }

  test("a common password is refused by the server", async ({ page, uniqueEmail }) => {
    await fillRegistration(page, {
      email: uniqueEmail("common"),
      password: "password123",
      confirm: "password123",
    });
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText(/too common/)).toBeVisible();
  });
});
