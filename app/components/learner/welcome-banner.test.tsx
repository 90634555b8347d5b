import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { LearnerSummary } from "~/domain/learning/stats.server";
import type { Locale } from "~/i18n/locales";
import { I18nProvider } from "~/i18n/react";
import { allMessages } from "../../../tests/support/render";
import { DashboardStats } from "./dashboard-panels";
import { WelcomeBanner } from "./welcome-banner";

const NEW: LearnerSummary = {
  enrolled: 0,
  completed: 0,
  certificates: 0,
  hoursLearned: 0,
  secondsLearned: 0,
  progressRate: 0,
  lessons: { completed: 0, total: 0, percent: 0 },
  averageScore: null,
  level: "Beginner",
};

function render(node: React.ReactNode, locale: Locale = "en") {
  const router = createMemoryRouter([{ path: "/", element: node }]);
  return renderToStaticMarkup(
    <I18nProvider locale={locale} messages={allMessages(locale)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const banner = (summary: LearnerSummary, locale?: Locale) =>
  render(<WelcomeBanner name="Amina" roleLabel="Student" summary={summary} />, locale);

describe("the dashboard's welcome", () => {
  it("welcomes a new learner (not 'back') and points to the academy", () => {
    const html = banner(NEW);
    expect(html).toContain("Welcome, Amina!");
    expect(html).not.toContain("Welcome back");
    expect(html).toContain("Enroll in your first course");
    expect(banner(NEW, "ha")).toContain("Barka da zuwa, Amina!");
  });

  it("welcomes back a learner with a course under way, to pick up where they left off", () => {
    const html = banner({ ...NEW, enrolled: 2, completed: 1 });
    expect(html).toContain("Welcome back, Amina!");
    expect(html).toContain("Pick up where you left off");
  });

  it("congratulates a learner who finished everything instead of asking them to pick up", () => {
    const html = banner({ ...NEW, enrolled: 2, completed: 2, progressRate: 100 });
    expect(html).not.toContain("Pick up where you left off");
    expect(html).toContain("You have completed every course you enrolled in.");
    expect(html).toContain('href="/academy"');
  });
});

describe("the dashboard's time learned", () => {
  it("shows minutes after a course of short films, never 'Hours Learned 0'", () => {
    const html = render(<DashboardStats summary={{ ...NEW, enrolled: 1, secondsLearned: 150 }} />);
    expect(html).toContain(">3 min<");
    expect(html).toContain("Hours Learned");
    expect(render(<DashboardStats summary={{ ...NEW, secondsLearned: 5400 }} />)).toMatch(/>1\.5</);
  });
});
