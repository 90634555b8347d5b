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
