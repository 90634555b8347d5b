import { describe, expect, it } from "vitest";
import { AdminNav } from "~/components/admin/admin-nav";
import { renderPage } from "../../../tests/support/render";
import { LearnerNav } from "./learner-nav";

function Learner() {
  return <LearnerNav unread={0} />;
}

const ADMIN_ROLE = "admin" as const;
function Admin() {
  return <AdminNav {...{ role: ADMIN_ROLE }} />;
}

/** The link marked as the current page in `html`, by its text. */
function currentLink(html: string): string | null {
  const match = /<a[^>]*aria-current="page"[^>]*>(.*?)<\/a>/s.exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, "").trim() ?? null;
}

describe("the learner and admin menus mark the current page in every language", () => {
  it("learner: Progress in Hausa, My Courses for a download", () => {
    const progress = renderPage(
      { id: "p", path: "/ha/dashboard/progress", Component: Learner },
      null,
      null,
      "ha",
    );
    expect(currentLink(progress)).toBe("Ci gaba");
    const downloads = renderPage(
      { id: "d", path: "/dashboard/downloads", Component: Learner },
      null,
      null,
    );
    expect(currentLink(downloads)).toBe("My Courses");
  });

  it("admin: the Courses tab on a Yoruba course page", () => {
    const html = renderPage(
      {
        id: "c",
        path: "/yo/admin-dashboard/courses/x",
        Component: Admin,
      },
      null,
      null,
      "yo",
    );
    expect(currentLink(html)).toBe("Àwọn kọ́ọ̀sì");
  });
});

function WithUnread() {
  return <LearnerNav unread={4} />;
}

describe("the learner menu below 1024 px", () => {
  it("shows the unread count beside Notifications, never beside the current page", () => {
    const html = renderPage(
      { id: "c", path: "/dashboard/certificates", Component: WithUnread },
      null,
      null,
    );
    const summary = /<summary[^>]*>(.*?)<\/summary>/s.exec(html)?.[1] ?? "";
    const summaryText = summary.replace(/<[^>]+>/g, "").trim();
    expect(summaryText).toContain("Certificates");
    expect(summaryText).not.toMatch(/\d/);
    // Every place the count is drawn is a link to the notifications.
    const counted = [...html.matchAll(/<a[^>]*href="([^"]*)"[^>]*>((?:(?!<\/a>).)*)<\/a>/gs)]
      .filter(([, , inner]) => /\b4\b/.test((inner ?? "").replace(/<[^>]+>/g, "")))
      .map(([, href]) => href);
    expect(counted.length).toBeGreaterThan(0);
    expect(new Set(counted)).toEqual(new Set(["/dashboard/notifications"]));
    const text = html
      .replace(/<!--.*?-->/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
    expect(text).toContain("4 unread notifications");
  });
});
