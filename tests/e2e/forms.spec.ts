import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { testAxeOnPages } from "./support/axe";
import { lagosDate } from "./support/dates";

// The staff address is the contactEmail setting; a fresh e2e server has the default.
const STAFF_EMAIL = "info@afa-academy.ng";

async function expectHoneypot(page: Page) {
  const trap = page.locator('input[name="website"]');
  await expect(trap).toHaveAttribute("tabindex", "-1");
  await expect(trap).toHaveAttribute("autocomplete", "off");
  await expect(trap.locator("xpath=ancestor::*[@aria-hidden='true']")).toHaveCount(1);
}

test.describe("consulting and consultation booking", () => {
  test("Start Now on /consulting opens the booking form with that plan chosen", async ({
    page,
  }) => {
    await page.goto("/consulting");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    for (const plan of ["Beginner", "Intermediate", "Advanced"]) {
      await expect(page.getByRole("heading", { name: new RegExp(`^${plan}:`) })).toBeVisible();
    }
    await page.getByRole("link", { name: "Start Now with the Advanced plan" }).click();
    await expect(page).toHaveURL(/\/consultation\?plan=Advanced$/);
    await expect(page.getByLabel("Consultation Plan")).toHaveValue("Advanced");
  });

  test("a booking is stored, shown on a confirmation page only to its browser, and e-mailed to both sides", async ({
    page,
    browser,
    outbox,
    uniqueEmail,
  }) => {
    const email = uniqueEmail("booking");
    const since = Date.now();
    await page.goto("/consultation?plan=Intermediate");
    await expectHoneypot(page);
    await expect(page.getByLabel("Preferred Time (optional)").locator("option")).toHaveText([
      "No preference",
      "9:00 AM",
      "10:00 AM",
      "11:00 AM",
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
    ]);
    await page.getByLabel("Full Name").fill("Yetunde Alabi");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Phone Number (optional)").fill("0805 765 4321");
    await page.getByLabel("Farm Size (optional)").fill("1,200 layers");
    await page.getByLabel("Crop Type (optional)").fill("Poultry (layers)");
    await page.getByLabel("Preferred Date (optional)").fill(lagosDate(14));
    await page.getByLabel("Preferred Time (optional)").selectOption("11:00");
    await page
      .getByLabel("Message", { exact: true })
      .fill("Egg production dropped after the rains; we need advice.");
    await page.getByRole("button", { name: "Submit Request" }).click();

    // A page to keep (screenshot): the date written out, the hour in Lagos time, a reference,
    // and where the links to change or cancel were sent.
    await expect(page).toHaveURL(/\/consultation\/booked$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "We have your booking request" }),
    ).toBeVisible();
    await expect(page.getByText(/^[0-9A-F]{8}$/)).toBeVisible();
    const day = new Date(`${lagosDate(14)}T12:00:00Z`);
    const weekday = day.toLocaleDateString("en-GB", { weekday: "long", timeZone: "UTC" });
    const written = day.toLocaleDateString("en-GB", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
    await expect(page.getByText(`${weekday}, ${written} at 11:00 AM (Lagos time)`)).toBeVisible();
    await expect(
      page.getByText(`We have e-mailed ${email} with these details and with links`),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose another time" })).toHaveAttribute(
      "href",
      /\/consultation\/[0-9a-f-]{36}\/reschedule\?token=/,
    );
    await expect(page.getByRole("link", { name: "Cancel this booking" })).toBeVisible();
    const reference = (await page.getByText(/^[0-9A-F]{8}$/).textContent()) ?? "";

    // Another browser opening the same address sees no booking (and no links).
    const stranger = await browser.newPage({ baseURL: new URL(page.url()).origin });
    const response = await stranger.goto("/consultation/booked");
    expect(response?.status()).toBe(404);
    await expect(
      stranger.getByRole("heading", { level: 1, name: "Nothing to show here" }),
    ).toBeVisible();
    await expect(stranger.getByText(reference)).toHaveCount(0);
    await expect(stranger.getByRole("link", { name: "Cancel this booking" })).toHaveCount(0);
    await stranger.close();

    const confirmation = await outbox.waitForMessage({
      to: email,
      subject: /We received your consultation request/,
      since,
    });
    expect(confirmation.text).toContain("booking an Intermediate consultation");
    const staff = await outbox.waitForMessage({
      to: STAFF_EMAIL,
      subject: "New consultation request: Intermediate – Yetunde Alabi",
      since,
    });
    expect(staff.text).toContain(`Email: ${email}`);
    expect(staff.text).toContain("Preferred time: 11:00 AM");
    expect(staff.text).toMatch(/Reference [0-9a-f-]{36}/);
  });

  test("a date before today is refused beside the field, keeping what was typed", async ({
    page,
  }) => {
    await page.goto("/consultation?plan=Beginner");
    await page.getByLabel("Full Name").fill("Sani Bello");
    await page.getByLabel("Preferred Date (optional)").fill(lagosDate(-1));
    await page.getByLabel("Preferred Date (optional)").blur();
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Please choose today or a later date.")).toBeVisible();
    // Without consultants no notice applies: today or later. The date is also written in words,
    // since Chromium shows the field as mm/dd/yyyy whatever the page's language (issue 35).
    await expect(page.getByText("Today or later.")).toBeVisible();
    await expect(page.getByTestId("date-in-words")).toHaveText(
      /^You chose \w+, \d{1,2} \w+ \d{4}\.$/,
    );
    await expect(page.getByText("Please enter your email address.")).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Sani Bello");
  });
});

test.describe("contact form", () => {
  test("a message with JavaScript: stored, auto-reply and staff e-mail, form reset", async ({
    page,
    outbox,
    uniqueEmail,
  }) => {
    const email = uniqueEmail("contact-js");
    const since = Date.now();
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeVisible();
    await expect(page.getByText("We respond within").first()).toBeVisible();
    await expect(page.getByText("25+")).toBeVisible();
    const map = page.getByRole("link", { name: /Open in Google Maps/ });
    await expect(map).toHaveAttribute(
      "href",
      // The academy's own address from Site settings, not the middle of Lagos.
      "https://www.google.com/maps/search/?api=1&query=14%20Agric%20Settlement%20Road%2C%20Ikorodu%2C%20Lagos",
    );
    await expect(map).toHaveAttribute("target", "_blank");
    await expect(map).toHaveAttribute("rel", /noopener/);
    await expectHoneypot(page);
    await expect(page.getByLabel("Subject")).toHaveValue("general");

    await page.getByLabel("Full Name").fill("Emeka Eze");
    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Company (optional)").fill("Eze Agro Ventures");
    await page.getByLabel("Subject").selectOption("partnerships");
    await page
      .getByLabel("Message", { exact: true })
      .fill("We supply fingerlings and would like to partner.");
    await page.getByRole("button", { name: "Send Message" }).click();

    await expect(page.getByText("Message Sent! 📧")).toBeVisible();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("");
    await expect(page.getByLabel("Subject")).toHaveValue("general");

    const reply = await outbox.waitForMessage({
      to: email,
      subject: /Thank you for contacting/,
      since,
    });
    expect(reply.text).toContain("within 24 hours");
    const staff = await outbox.waitForMessage({
      to: STAFF_EMAIL,
      subject: "New contact message (Partnerships) – Emeka Eze",
      since,
    });
    expect(staff.text).toContain("Company: Eze Agro Ventures");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("empty required fields show 'Missing Information' and keep what was typed", async ({
      page,
    }) => {
      await page.goto("/contact");
      // Bypass the browser's own required checks to reach the server's.
      await page.locator('form[action="/contact"]').evaluate((form) => {
        form.setAttribute("novalidate", "");
      });
      await page.getByLabel("Company (optional)").fill("Plateau Potato Growers");
      await page.getByLabel("Subject").selectOption("consulting");
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(page.getByText("Missing Information")).toBeVisible();
      await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
      await expect(page.getByText("Please enter your name.")).toBeVisible();
      await expect(page.getByText("Please enter a message.")).toBeVisible();
      await expect(page.getByLabel("Company (optional)")).toHaveValue("Plateau Potato Growers");
      await expect(page.getByLabel("Subject")).toHaveValue("consulting");
    });

    test("a message posts, is stored and mailed, and shows 'Message Sent! 📧'", async ({
      page,
      outbox,
      uniqueEmail,
    }) => {
      const email = uniqueEmail("contact-nojs");
      const since = Date.now();
      await page.goto("/contact");
      await page.getByLabel("Full Name").fill("Aisha Lawal");
      await page.getByLabel("Email Address").fill(email);
      await page
        .getByLabel("Message", { exact: true })
        .fill("Is there a weekend class for beekeeping?");
      await page.getByRole("button", { name: "Send Message" }).click();

      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByText("Message Sent! 📧")).toBeVisible();
      await expect(page.getByLabel("Full Name")).toHaveValue("");
      await outbox.waitForMessage({ to: email, subject: /Thank you for contacting/, since });
      const staff = await outbox.waitForMessage({
        to: STAFF_EMAIL,
        subject: "New contact message (General Inquiry) – Aisha Lawal",
        since,
      });
      expect(staff.text).toContain("Is there a weekend class for beekeeping?");
    });
  });
});

testAxeOnPages(
  (width) => `accessibility of the forms pages at ${width}px`,
  ["/consulting", "/consultation", "/contact"],
);
