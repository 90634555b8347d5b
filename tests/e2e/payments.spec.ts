// Paid courses through the built-in test gateway (the e2e server runs with PAYMENTS_PROVIDER=test,
// the demo): our own page plays the provider's hosted checkout and sends a signed webhook. The same flow against Paystack's protocol is tests/faults/payments-paystack.
import { expect, test } from "./fixtures";
import { logIn } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { collectCspViolations } from "./support/csp";
import {
  expectCheckout,
  expectEnrolledAfterPaying,
  PRICED_COURSES,
  payButton,
  RECEIPT_SUBJECT,
  REFERENCE,
  referenceIn,
  TEST_MODE_NOTICE,
} from "./support/payments";

const TEST_CHECKOUT = new RegExp(`/payments/test-checkout/${REFERENCE.source}$`);

test.describe("paid courses with the test gateway", () => {
  test("a signed-out learner is asked to log in, comes back to the checkout and buys the course", async ({
    page,
    registerStudent,
    outbox,
    newAdminPage,
  }) => {
    const course = PRICED_COURSES.agribusiness;
    const csp = await collectCspViolations(page);
    const email = await registerStudent("buyer");

    await page.goto(`/academy/${course.slug}`);
    await page
      .getByRole("button", { name: /^Enroll Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirectTo=%2Facademy%2F${course.slug}%2Fcheckout$`),
    );
    await expect(page.getByText("Login Required")).toBeVisible();
    await logIn(page, email);

    await expectCheckout(page, course);
    await expect(page.getByText(TEST_MODE_NOTICE)).toBeVisible();
    await expectNoAxeViolations(page, "checkout");

    await payButton(page, course).click();
    await expect(page).toHaveURL(TEST_CHECKOUT);
    const reference = referenceIn(page.url());
    await expect(page.getByRole("heading", { level: 1, name: "Test payment" })).toBeVisible();
    await expect(page.getByText(TEST_MODE_NOTICE)).toBeVisible();
    await expect(page.getByText(`${email} pays ${course.price}`)).toBeVisible();
    await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
    await expectNoAxeViolations(page, "test checkout");

    await page.getByRole("button", { name: "Pay", exact: true }).click();
    await expectEnrolledAfterPaying(page, course);
    const receipt = await outbox.waitForMessage({ to: email, subject: RECEIPT_SUBJECT });
    expect(receipt.text).toContain(course.title);
    expect(receipt.text).toContain("This was a test payment: no real money was taken");
    const receiptNumber = /\d{4}-\d{6}/.exec(receipt.subject)?.[0] ?? "";

    expect(csp).toEqual([]);

    // The admin finds the payment, marked as a test payment, by the learner's e-mail.
    const admin = await newAdminPage();
    await admin.getByRole("link", { name: "Payments", exact: true }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard\/payments$/);
    await expect(admin.getByText(TEST_MODE_NOTICE)).toBeVisible();
    await admin
      .getByRole("search", { name: "Search payments" })
      .getByLabel("Search by e-mail or reference")
      .fill(email);
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    await expect(admin).toHaveURL(/\/admin-dashboard\/payments\?q=/);
    const row = admin.getByRole("row").filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    for (const text of [email, course.title, course.price, "Test gateway", "Paid", receiptNumber]) {
      await expect(row).toContainText(text);
    }

    // Bought: the checkout now sends the learner back to the course.
    await page.goto(`/academy/${course.slug}/checkout`);
    await expect(page).toHaveURL(new RegExp(`/academy/${course.slug}$`));
    await expect(page.getByText("Already Enrolled", { exact: true })).toBeVisible();
  });

  test("a learner who cancels, then is declined, comes back to the checkout each time and is not enrolled", async ({
    page,
    signUp,
  }) => {
    const course = PRICED_COURSES.drip;
    await signUp("declined");
    await page.goto(`/academy/${course.slug}/checkout`);
    await expectCheckout(page, course);

    await payButton(page, course).click();
    await expect(page).toHaveURL(TEST_CHECKOUT);
    const first = referenceIn(page.url());
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/academy/${course.slug}/checkout\\?payment=${first}$`),
    );
    await expect(page.getByText("Payment cancelled")).toBeVisible();
    await expect(
      page.getByText("You cancelled the payment and nothing was charged."),
    ).toBeVisible();

    // Try again is a new payment (the cancelled one is closed), this time declined.
    await payButton(page, course, "Try again").click();
    await expect(page).toHaveURL(TEST_CHECKOUT);
    const second = referenceIn(page.url());
    expect(second).not.toBe(first);
    await page.getByRole("button", { name: "Fail", exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/academy/${course.slug}/checkout\\?payment=${second}$`),
    );
    await expect(page.getByText("Your payment did not go through")).toBeVisible();
    await expect(payButton(page, course, "Try again")).toBeVisible();

    await page.goto(`/academy/${course.slug}`);
    await expect(page.getByText(/You are enrolled/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Enroll Now/ }).first()).toBeVisible();
  });

  test("a Yoruba learner with a coupon cancels, tries again at the discounted price, pays and lands on the Yoruba course page", async ({
    page,
    signUp,
    newAdminPage,
  }) => {
    const course = PRICED_COURSES.maize;
    const code = `YO${Date.now().toString(36).toUpperCase()}`;
    const admin = await newAdminPage();
    await admin.goto("/admin-dashboard/payments/coupons/new");
    await admin.getByLabel("Code *").fill(code);
    await admin.getByLabel("Discount (%) *").fill("20");
    await admin.getByLabel(/^Active/).check();
    await admin.getByRole("button", { name: "Create coupon" }).click();
    await expect(admin.getByText(`Coupon ${code} was created.`)).toBeVisible();

    await signUp("yoruba-coupon");
    await page.goto(`/yo/academy/${course.slug}/checkout`);
    const summary = page.getByRole("region", { name: "Àkópọ̀ ohun tí o ń rà" });
    await expect(summary.getByText(course.title)).toBeVisible();
    await summary.locator('input[name="couponCode"]').fill(code);
    await summary.locator('button[value="apply"]').click();
    await expect(summary.getByText(`Kúpọ́ọ̀nù ${code}`)).toBeVisible();
    const payNow = summary.locator('button[value="pay"]');
    await expect(payNow).toHaveText(/₦10,000$/);

    await payNow.click();
    await expect(page).toHaveURL(new RegExp(`/yo/payments/test-checkout/${REFERENCE.source}$`));
    await expect(page.getByText(`Kọ́ọ̀sì: ${course.title}`)).toBeVisible();
    await expect(page.getByText(/ń san ₦10,000$/)).toBeVisible();
    await page.locator('button[value="cancelled"]').click();

    // Back on the checkout, Try again keeps the coupon: ₦10,000, not ₦12,500.
    await expect(page).toHaveURL(
      new RegExp(`/yo/academy/${course.slug}/checkout\\?payment=${REFERENCE.source}$`),
    );
    await expect(summary.getByText(`Kúpọ́ọ̀nù ${code}`)).toBeVisible();
    await expect(payNow).toHaveText(/^Gbìyànjú lẹ́ẹ̀kan sí i ₦10,000$/);
    await payNow.click();
    await expect(page.getByText(/ń san ₦10,000$/)).toBeVisible();
    await page.locator('button[value="success"]').click();

    // Paid: the Yoruba course page, with what was paid rather than the full price.
    await expect(page).toHaveURL(new RegExp(`/yo/academy/${course.slug}$`));
    const panel = page.locator("#enrol");
    await expect(panel.getByText("O san ₦10,000")).toBeVisible();
    await expect(panel.getByText(course.price)).toHaveCount(0);
  });
});
