import { describe, expect, it } from "vitest";
import type { RecordTrend } from "~/domain/admin/trends";
import { renderWithMessages } from "../../../tests/support/render";
import { StatsStrip } from "./stats-strip";

const trend = (key: RecordTrend["key"], label: string, total: number, last30: number) => ({
  key,
  label,
  total,
  last30,
});

describe("StatsStrip", () => {
  it("shows a fresh install's seeded courses as new, never as a fall in red", () => {
    const html = renderWithMessages(
      <StatsStrip
        trends={[
          trend("users", "Users", 1, 1),
          trend("publishedCourses", "Published courses", 10, 10),
          trend("messages", "Messages", 0, 0),
        ]}
      />,
    );
    expect(html).toContain("+10 new");
    expect(html).toContain("+1 new");
    expect(html).toContain("No change");
    expect(html).toContain("in the last 30 days");
    expect(html).not.toContain("vs previous");
    expect(html).not.toMatch(/[−]\d/);
    expect(html).not.toContain("text-danger");
  });

  it("adds the growth once there was something to compare with", () => {
    const html = renderWithMessages(
      <StatsStrip trends={[trend("publishedCourses", "Published courses", 10, 5)]} />,
    );
    expect(html).toContain("+5 (+100%)");
  });
});
