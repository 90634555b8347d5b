import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { descriptionListFaults } from "../../../tests/support/html";
import { renderWithMessages } from "../../../tests/support/render";
import { AccountSummary } from "./account-summary";

function render(memberSince: Date | null) {
  const user = { name: "Halima Musa", email: "halima@example.ng", image: null };
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: <AccountSummary user={user} roleLabel="Learner" memberSince={memberSince} />,
      },
    ],
    { initialEntries: ["/"] },
  );
  return renderWithMessages(<RouterProvider router={router} />);
}

describe("AccountSummary (the top of every settings page)", () => {
  it("is valid HTML: one dt/dd group per div of its description list", () => {
    for (const memberSince of [new Date("2026-03-02T09:00:00Z"), null]) {
      const html = render(memberSince);
      expect(html).toContain("halima@example.ng");
      expect(html).toContain("Learner");
      expect(descriptionListFaults(html)).toEqual([]);
    }
  });

  it("has a checker that finds the fault the Nu HTML checker reports", () => {
    expect(
      descriptionListFaults("<dl><div><dt>a</dt><dd>1</dd><dt>b</dt><dd>2</dd></div></dl>"),
    ).toHaveLength(1);
    expect(descriptionListFaults("<dl><dt>a</dt><dd>1</dd><dt>b</dt><dd>2</dd></dl>")).toEqual([]);
    expect(descriptionListFaults("<dl><dd>1</dd></dl>")).toHaveLength(1);
  });
});
