import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { CardAccess } from "~/domain/catalog/card-access";
import type { Locale } from "~/i18n/locales";
import { I18nProvider } from "~/i18n/react";
import { allMessages } from "../../../tests/support/render";
import { CourseCard, type CourseCardData } from "./course-card";

const course: CourseCardData = {
  slug: "cassava-production-for-profit",
  title: "Cassava Production for Profit",
  description: "Grow cassava that pays.",
  instructor: "Dr. Adaeze Okafor",
  duration: "3 weeks",
  durationAmount: 3,
  durationUnit: "weeks",
  category: "crops",
  level: "Beginner",
  language: "en",
  priceKobo: 0,
  videoUrl: null,
  thumbnail: null,
  lessonsCount: 5,
  students: 1,
};

function render(access: CardAccess, locale: Locale = "en", shown: CourseCardData = course) {
  const router = createMemoryRouter([
    { path: "/", element: <CourseCard course={shown} access={access} action={null} /> },
  ]);
  return renderToStaticMarkup(
    <I18nProvider locale={locale} messages={allMessages(locale)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe("CourseCard", () => {
  it("shows a padlock only on a locked (priced) course", () => {
    const html = render("locked");
    expect(html).toContain("Locked");
    expect(html).not.toContain("Sign up to start");
  });

  it("invites a visitor to sign up for a free course instead of calling it locked", () => {
    const html = render("sign-up");
    expect(html).toContain("Sign up to start");
    expect(html).not.toContain("Locked");
  });

  it("says neither to a signed-in learner, and counts students in the singular for one", () => {
    const html = render(null);
    expect(html).not.toContain("Locked");
    expect(html).not.toContain("Sign up to start");
    expect(html).toContain("1 student<");
  });

  it("calls a course nobody has joined yet new, and shows no stars (learners cannot rate one)", () => {
    const html = render(null, "en", { ...course, students: 0 });
    expect(html).toContain("New course");
    expect(html).not.toContain("0 students");
    expect(html).not.toMatch(/Rated|out of 5/);
    expect(render(null, "ha", { ...course, students: 0 })).toContain("Sabon kwas");
  });

  it("says the language the course is taught in, and marks its title and description with it", () => {
    const hausa = { ...course, language: "ha" as const, title: "Kiwon Kaji", description: "Kaji." };
    const html = render(null, "en", hausa);
    expect(html).toContain("Taught in Hausa");
    expect(html).toMatch(/<h3[^>]*lang="ha-NG"/);
    expect(html).toMatch(/<p[^>]*lang="ha-NG"[^>]*>Kaji\.<\/p>/);
    expect(render(null, "en")).toContain("Taught in English");
  });

  it("writes the course's length in the page's language, or as written when it is not a number and unit", () => {
    expect(render(null, "en")).toContain(">3 weeks<");
    expect(render(null, "ha")).toContain(">makonni 3<");
    expect(render(null, "yo")).toContain(">ọ̀sẹ̀ 3<");
    const free = { ...course, duration: "Self-paced", durationAmount: null, durationUnit: null };
    expect(render(null, "ha", free)).toMatch(/<span lang="en-NG">Self-paced<\/span>/);
  });

  it("speaks the page's language around the course's own words", () => {
    const html = render("locked", "yo");
    expect(html).toContain("Ó ti tì");
    expect(html).toContain("Ohun ọ̀gbìn");
    expect(html).toContain("Cassava Production for Profit");
    expect(html).not.toContain("Locked");
  });
});
