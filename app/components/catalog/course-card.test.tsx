import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { CardAccess } from "~/domain/catalog/card-access";
import { CourseCard, type CourseCardData } from "./course-card";

const course: CourseCardData = {
  slug: "cassava-production-for-profit",
  title: "Cassava Production for Profit",
  description: "Grow cassava that pays.",
  instructor: "Dr. Adaeze Okafor",
  duration: "3 weeks",
  category: "crops",
  level: "Beginner",
  price: 0,
  videoUrl: null,
  thumbnail: null,
  lessonsCount: 5,
  rating: 4.8,
  students: 1,
};

function render(access: CardAccess) {
  const router = createMemoryRouter([
    { path: "/", element: <CourseCard course={course} access={access} action={null} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
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
});
