import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { renderWithMessages } from "../../../tests/support/render";
import { ConsultationForm } from "./consultation-form";

function render(
  props: {
    action?: string;
    plan?: string;
    slots?: {
      date: string | null;
      times: string[];
      consultants: { id: string; name: string }[];
    } | null;
    noticeHours?: number;
    nextFree?: { date: string; time: string }[];
  },
  locale: Locale = "en",
) {
  const router = createMemoryRouter(
    [
      {
        path: "/consultation",
        element: (
          <ConsultationForm
            formKey="00000000-0000-4000-8000-000000000000"
            action={props.action}
            today="2026-07-10"
            defaultValue={{ plan: props.plan ?? "" }}
            slots={props.slots}
            noticeHours={props.noticeHours}
            nextFree={props.nextFree}
          />
        ),
      },
    ],
    { initialEntries: ["/consultation"] },
  );
  return renderWithMessages(<RouterProvider router={router} />, locale);
}

describe("ConsultationForm", () => {
  it("puts Show free times right after the date, says the notice and writes the date out (issue 35)", () => {
    const consultants = [{ id: "c1", name: "Ada Okafor" }];
    const html = render({
      slots: { date: "2026-07-15", times: ["10:00"], consultants },
      noticeHours: 12,
    });
    const date = html.indexOf('name="preferredDate"');
    const button = html.indexOf('value="times"');
    expect(date).toBeGreaterThan(-1);
    expect(button).toBeGreaterThan(date);
    expect(button).toBeLessThan(html.indexOf('name="preferredTime"'));
    expect(button).toBeLessThan(html.indexOf('name="channels"'));
    expect(html).toContain("At least 12 hours from now, Lagos time.");
    expect(html).not.toContain("Today or later");
    expect(html).toContain("You chose Wednesday, 15 July 2026.");
    expect(render({ slots: { date: "2026-07-15", times: [], consultants } }, "ha")).toContain(
      "Ka zaɓi Laraba 15 Yuli, 2026.",
    );
  });

  it("offers the next free times as choices after the hour was taken", () => {
    const consultants = [{ id: "c1", name: "Ada Okafor" }];
    const html = render({
      slots: { date: "2026-07-15", times: ["09:00"], consultants },
      nextFree: [
        { date: "2026-07-15", time: "09:00" },
        { date: "2026-07-16", time: "11:00" },
      ],
    });
    expect(html).toContain("The next free times");
    const chips = html.match(/<input[^>]*name="preferredSlot"[^>]*>/g) ?? [];
    expect(chips).toHaveLength(2);
    expect(chips[0]).toContain('type="radio"');
    expect(chips[0]).toContain('value="2026-07-15T09:00"');
    expect(chips[1]).toContain('value="2026-07-16T11:00"');
    expect(html).toContain("Thursday, 16 July 2026");
    expect(render({ slots: { date: null, times: [], consultants } })).not.toContain(
      "preferredSlot",
    );
  });

  it("offers every hour as a wish without consultants, and only free hours with them", () => {
    const wish = render({});
    expect(wish).toContain('value="17:00"');
    expect(wish).not.toContain("Show free times");
    const consultants = [{ id: "c1", name: "Ada Okafor" }];
    const first = render({ slots: { date: null, times: [], consultants } });
    expect(first).toMatch(
      /<button type="submit"[^>]*value="times"[^>]*name="intent">Show free times/,
    );
    expect(first).toContain("Choose a date, then press Show free times.");
    expect(first).not.toContain('value="09:00"');
    const free = render({
      slots: { date: "2026-07-15", times: ["10:00", "15:00"], consultants },
    });
    expect(free).toContain('value="10:00"');
    expect(free).toContain('value="15:00"');
    expect(free).not.toContain('value="09:00"');
    expect(free).toContain("Free times on");
  });

  it("lets the requester choose a consultant, Any consultant first, only when there are some", () => {
    const consultants = [
      { id: "c1", name: "Ada Okafor" },
      { id: "c2", name: "Bayo Lawal" },
    ];
    const html = render({ slots: { date: null, times: [], consultants } });
    expect(html).toMatch(
      /<select[^>]*name="consultantId"[^>]*>\s*<option value="">Any consultant<\/option><option value="c1">Ada Okafor<\/option><option value="c2">Bayo Lawal<\/option>/,
    );
    expect(render({})).not.toContain('name="consultantId"');
  });

  it("posts back to the page with its ?plan=, with that plan chosen", () => {
    const html = render({ action: "/consultation?plan=Advanced", plan: "Advanced" });
    expect(html).toContain('action="/consultation?plan=Advanced"');
    expect(html).toMatch(/<option value="Advanced" selected="">Advanced<\/option>/);
  });

  it("posts to /consultation when no plan was preselected", () => {
    const html = render({});
    expect(html).toContain('action="/consultation"');
    expect(html).not.toMatch(/<option value="(?:Beginner|Intermediate|Advanced)" selected/);
  });

  it("speaks the page's language, keeping the plans' values", () => {
    const html = render({ plan: "Advanced" }, "ha");
    expect(html).toMatch(/<option value="Advanced" selected="">Na gaba<\/option>/);
    expect(html).toContain("Aika buƙata");
  });
});
