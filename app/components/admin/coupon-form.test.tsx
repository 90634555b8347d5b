import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { COUPON_MESSAGES } from "~/domain/payments/coupon.constants";
import { I18nProvider } from "~/i18n/react";
import { allMessages } from "../../../tests/support/render";
import type { AdminFormLast } from "./admin-form";
import { CouponDeleteCard, CouponDeleteConfirm } from "./coupon-delete";
import { CouponForm, type CouponFormDefaults } from "./coupon-form";
import { CouponList } from "./coupon-list";

// The coupon components as the server renders them (before any script): the fields, the summary
// of what the learner gets, a refused field's message beside it, and the list's two layouts.

function render(element: React.ReactNode, locale: "en" | "ha" = "en") {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(
    <I18nProvider locale={locale} messages={allMessages(locale)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const course = {
  id: "7d9f3a52-3c1e-4b8a-9f4e-2a6b1c0d5e11",
  title: "Maize farming",
  priceKobo: 1_250_000,
};
const defaults: CouponFormDefaults = {
  code: "HARVEST",
  kind: "percent",
  value: "20",
  courseId: course.id,
  expiresOn: "2026-12-31",
  maxUses: "50",
  active: true,
};

describe("CouponForm", () => {
  it("shows the fields and what the learner gets, before JavaScript", () => {
    const html = render(<CouponForm mode="edit" defaults={defaults} courses={[course]} uses={3} />);
    expect(html).toContain('name="code"');
    expect(html).toContain('value="HARVEST"');
    expect(html).toMatch(
      /<option value="7d9f3a52[^"]*" selected="">Maize farming \(₦12,500\)<\/option>/,
    );
    expect(html).toContain('<option value="">Any priced course</option>');
    expect(html).toContain("Learners pay ₦10,000 instead of ₦12,500 for Maize farming (20% off).");
    expect(html).toContain("Used 3 times so far, so not below 3.");
    expect(html).toContain('type="date"');
    expect(html).not.toContain('name="uses"');
  });

  it("speaks the page's language, the summary and amounts included", () => {
    const html = render(
      <CouponForm mode="edit" defaults={defaults} courses={[course]} uses={3} />,
      "ha",
    );
    expect(html).toContain("Ɗalibai za su biya ₦\u00a010,000 maimakon ₦\u00a012,500");
    expect(html).toContain("Abin da ɗalibi zai samu");
  });

  it("shows a refused field's message beside it, with what was typed", () => {
    const last: AdminFormLast = {
      result: {
        status: "error",
        initialValue: { code: "taken", kind: "fixed", value: "500" },
        error: { code: [COUPON_MESSAGES.codeTaken] },
      },
      alert: null,
    };
    const html = render(
      <CouponForm mode="create" defaults={{ ...defaults, code: "" }} courses={[]} last={last} />,
    );
    expect(html).toContain('value="taken"');
    expect(html).toMatch(
      /id="coupon-form-code-error"[^>]*>.*Another coupon already has this code/s,
    );
    expect(html).toContain("Learners pay ₦500 less for any priced course");
  });
});

describe("Coupon list and delete", () => {
  it("renders cards and a table from the same rows", () => {
    const html = render(
      <CouponList
        coupons={[
          {
            id: "a",
            code: "FREE100",
            discount: "100% off",
            courseTitle: null,
            uses: 2,
            maxUses: 2,
            expiresAt: null,
            status: "used-up",
          },
        ]}
      />,
    );
    expect(html).toContain('data-testid="coupon-card"');
    expect(html).toContain("<table");
    expect(html.match(/Used up/g)).toHaveLength(2);
    expect(html).toContain("2 / 2");
    expect(html).toContain("Any priced course");
    expect(html).toContain('href="/admin-dashboard/payments/coupons/a"');
  });

  it("offers Delete only while unused, and confirms with a form of its own", () => {
    const unused = render(
      <CouponDeleteCard code="X1" uses={0} payments={0} confirmTo="/c?confirm=delete" />,
    );
    expect(unused).toContain('href="/c?confirm=delete"');
    const used = render(<CouponDeleteCard code="X1" uses={1} payments={1} confirmTo="/c" />);
    expect(used).not.toContain("href=");
    expect(used).toContain("untick Active");
    const confirm = render(<CouponDeleteConfirm code="X1" cancelTo="/c" />);
    expect(confirm).toMatch(
      /<form[^>]*method="post"[^>]*><input type="hidden" name="intent" value="delete"/,
    );
  });
});
