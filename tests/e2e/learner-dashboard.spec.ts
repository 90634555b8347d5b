import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { courseCard, enrolFree, FREE_COURSES } from "./support/learner";

const { cassava, climate, records } = FREE_COURSES;

/** A titled section of a learner page (they are labelled by their h2). */
function section(page: Page, name: string | RegExp) {
  return page.getByRole("region", { name });
}

/** The value of one statistics tile (a term and its definition) on the dashboard. */
function statValue(page: Page, label: string) {
  return section(page, "Your learning in numbers")
    .locator("div")
    .filter({ has: page.getByRole("term").filter({ hasText: label }) })
    .getByRole("definition");
}

test.describe("learner dashboard", () => {
  test("a new learner sees an empty overview with real next steps", async ({ page, signUp }) => {
    await signUp("dash-empty");

    await expect(page.getByRole("heading", { level: 1, name: /^Welcome, / })).toBeVisible();
    // No corner contact button over the learner pages; the account menu leads to Settings.
    await expect(page.getByRole("complementary", { name: "Quick contact" })).toHaveCount(0);
    await page.locator("summary").filter({ hasText: "Account menu" }).click();
    await expect(page.getByRole("link", { name: "Settings", exact: true }).first()).toHaveAttribute(
      "href",
      "/settings",
    );
    await page.keyboard.press("Escape");
    const banner = section(page, /^Welcome, /);
    await expect(banner.getByText("Student", { exact: true })).toBeVisible();
    await expect(banner.getByText("Level: Beginner")).toBeVisible();
    await expect(banner.getByText("0%", { exact: true })).toBeVisible();

    for (const [label, value] of [
      ["Courses Enrolled", "0"],
      ["Certificates Earned", "0"],
      ["Hours Learned", "0"],
      ["Progress Rate", "0%"],
    ] as const) {
      await expect(statValue(page, label)).toContainText(value);
    }

    const continueLearning = section(page, "Continue Learning");
    await expect(continueLearning.getByText("You are not taking a course yet.")).toBeVisible();
    await expect(
      continueLearning.getByRole("link", { name: "Browse the academy" }),
    ).toHaveAttribute("href", "/academy");
    await expect(continueLearning.getByRole("link", { name: "View All Courses" })).toHaveAttribute(
      "href",
      "/dashboard/courses",
    );
    await expect(
      section(page, "Upcoming Events").getByText("No consultations coming up."),
    ).toBeVisible();

    const actions = section(page, "Quick Actions");
    for (const [name, href] of [
      ["Book Consultation", "/consulting"],
      ["Browse Courses", "/academy"],
      ["Contact Support", "/contact"],
      ["Download Certificates", "/dashboard/certificates"],
      ["Profile Settings", "/settings"],
      ["Notification Centre", "/dashboard/notifications"],
    ] as const) {
      await expect(actions.getByRole("link", { name })).toHaveAttribute("href", href);
    }

    // View All Courses leads to My Courses, which is empty too.
    await continueLearning.getByRole("link", { name: "View All Courses" }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-courses$/);
    await expect(page.getByText("You have not enrolled in a course yet.")).toBeVisible();

    await page.goto("/dashboard/progress");
    await expect(page.getByRole("heading", { level: 1, name: "Learning Progress" })).toBeVisible();
    const achievements = section(page, "Achievements");
    await expect(achievements.getByText("0 of 4 earned")).toBeVisible();
    await expect(achievements.getByText("Locked", { exact: true })).toHaveCount(4);
  });

  test("after enrolling, the course is under Continue Learning and in My Courses", async ({
    page,
    signUp,
  }) => {
    await signUp("dash-enrol");
    await enrolFree(page, cassava);

    await page.goto("/dashboard");
    const continueLearning = section(page, "Continue Learning");
    await expect(continueLearning.getByRole("heading", { name: cassava.title })).toBeVisible();
    await expect(
      continueLearning.getByRole("progressbar", { name: `${cassava.title} progress` }),
    ).toHaveAttribute("aria-valuenow", "0");
    const cont = continueLearning.getByRole("link", { name: `Continue ${cassava.title}` });
    await expect(cont).toHaveAttribute("href", /^\/dashboard\/courses\/[0-9a-f-]{36}\/content$/);
    const contentHref = await cont.getAttribute("href");
    await expect(
      section(page, "Recent Activity").getByText(`Enrolled in ${cassava.title}`),
    ).toBeVisible();
    await expect(statValue(page, "Courses Enrolled")).toHaveText("1");

    await page.goto("/dashboard/my-courses");
    const card = courseCard(page, cassava.title);
    await expect(card).toBeVisible();
    await expect(card.getByText("Not Started")).toBeVisible();
    await expect(card.getByRole("link", { name: `Continue ${cassava.title}` })).toHaveAttribute(
      "href",
      contentHref ?? "",
    );
    const download = card
      .getByRole("list", { name: `Downloads for ${cassava.title}` })
      .getByRole("link");
    await expect(download).toHaveAttribute("download", "");
    await expect(download).toHaveAttribute("href", /\.pdf$/);
    await expect(download).toContainText(/PDF, [\d.]+ KB/);
    // Not finished: no certificate link yet.
    await expect(card.getByRole("link", { name: /View Certificate/ })).toHaveCount(0);

    // The sidebar marks the current page.
    const nav = page.getByRole("navigation", { name: "Learning area" }).filter({ visible: true });
    await expect(nav.getByRole("link", { name: "My Courses" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Overview" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("My Courses filters and search are plain links and a GET form", async ({
      page,
      signUp,
    }) => {
      await signUp("dash-nojs");
      await enrolFree(page, cassava);
      await enrolFree(page, climate);
      await enrolFree(page, records);

      await page.goto("/dashboard/my-courses");
      const filters = page.getByRole("navigation", { name: "Filter by progress" });
      await expect(filters.getByRole("link", { name: "All (3)" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(page.getByRole("article")).toHaveCount(3);

      await filters.getByRole("link", { name: "Completed (0)" }).click();
      await expect(page).toHaveURL(/filter=completed/);
      await expect(page.getByText("No courses match.")).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);

      await filters.getByRole("link", { name: "Not Started (3)" }).click();
      await expect(page.getByRole("article")).toHaveCount(3);

      const search = page.getByRole("search");
      await search.getByRole("searchbox", { name: "Search my courses" }).fill("cassava");
      await search.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/q=cassava/);
      // The filter is kept with the search.
      await expect(page).toHaveURL(/filter=not-started/);
      await expect(page.getByRole("article")).toHaveCount(1);
      await expect(courseCard(page, cassava.title)).toBeVisible();
      await expect(page.getByText(/Showing 1 of 3 courses matching/)).toBeVisible();

      await page.getByRole("link", { name: "All (3)" }).click();
      await expect(page).toHaveURL(/[?&]q=cassava/);
      await expect(page).not.toHaveURL(/filter=/);

      await page.goto("/dashboard/my-courses?q=no-such-course-anywhere");
      await expect(page.getByText("No courses match.")).toBeVisible();
      await page.getByRole("link", { name: "Show all my courses" }).click();
      await expect(page.getByRole("article")).toHaveCount(3);
    });

    test("the dashboard drawer opens at 360 px", async ({ page, signUp }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await signUp("dash-drawer");
      await page.goto("/dashboard");

      const drawer = page.locator("details").filter({ hasText: "Learning area menu" });
      const drawerNav = drawer.getByRole("navigation", { name: "Learning area" });
      await expect(drawerNav).toBeHidden();
      await drawer.locator("summary").click();
      await expect(drawerNav).toBeVisible();
      for (const name of [
        "Overview",
        "My Courses",
        "Progress",
        "Certificates",
        /^Notifications/,
        "Settings",
      ]) {
        await expect(drawerNav.getByRole("link", { name })).toBeVisible();
      }
      await expect(drawerNav.getByRole("link", { name: "Overview" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await drawerNav.getByRole("link", { name: "Progress" }).click();
      await expect(page).toHaveURL(/\/dashboard\/progress$/);
      await expect(
        page.getByRole("heading", { level: 1, name: "Learning Progress" }),
      ).toBeVisible();
    });
  });

  test("the drawer opens at 360 px with JavaScript and closes after navigating", async ({
    page,
    signUp,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signUp("dash-drawer-js");
    // The desktop sidebar is hidden at this width; the drawer starts closed.
    const drawer = page.locator("details").filter({ hasText: "Learning area menu" });
    const drawerNav = drawer.getByRole("navigation", { name: "Learning area" });
    await expect(drawerNav).toBeHidden();
    await drawer.locator("summary").click();
    await expect(drawerNav).toBeVisible();
    await drawerNav.getByRole("link", { name: "My Courses" }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-courses$/);
    await expect(drawerNav).toBeHidden();
    await expect(drawer.locator("summary")).toContainText("My Courses");
  });

  for (const width of [360, 1280]) {
    test(`axe finds nothing on the learner pages at ${width}px`, async ({ page, signUp }) => {
      await page.setViewportSize({ width, height: 800 });
      await signUp(`dash-axe-${width}`);
      await enrolFree(page, cassava);
      await enrolFree(page, climate);
      for (const path of ["/dashboard", "/dashboard/my-courses", "/dashboard/progress"]) {
        await page.goto(path);
        await expectNoAxeViolations(page, path);
      }
    });
  }
});
