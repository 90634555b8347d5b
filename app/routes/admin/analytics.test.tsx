import { describe, expect, it } from "vitest";
import { ChartCard } from "~/components/admin/analytics-charts";
import { renderWithMessages } from "../../../tests/support/render";

describe("analytics charts", () => {
  it("keep the figures as the chart's text alternative, folded away rather than a second copy", () => {
    const html = renderWithMessages(
      <ChartCard
        id="c"
        title="Enrolments per week"
        description="d"
        data={[
          { label: "3 Nov", value: 4 },
          { label: "10 Nov", value: 0 },
        ]}
        summary="Bar chart"
        labelHeader="Week"
        valueHeader="Enrolments"
      />,
    );
    expect(html).toMatch(
      /<details[^>]*>.*<summary[^>]*>Show the figures as a table<\/summary>.*<table/s,
    );
    expect(html.match(/<table/g)).toHaveLength(1);
  });
});
