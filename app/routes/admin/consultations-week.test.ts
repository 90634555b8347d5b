import { describe, expect, it } from "vitest";
import { consultantHours, consultations } from "~/db/schema";
import { slotStart } from "~/domain/consultations/slots";
import type { ConsultationStatus } from "~/domain/consultations/transitions";
import { mondayOf } from "~/domain/consultations/week.server";
import { todayInLagos } from "~/lib/lagos-date";
import { createConsultant } from "../../../tests/support/consultants";
import { countingServices } from "../../../tests/support/query-count";
import { renderPage } from "../../../tests/support/render";
import { callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import ConsultationsList from "./consultations";
import ConsultationsWeek, { loader } from "./consultations-week";

const suite = setupFreshServices();
const PAGE = "/admin-dashboard/consultations/week";
// Monday 30 November 2026 to Sunday 6 December 2026.
const MONDAY = "2026-11-30";

async function booking(
  name: string,
  date: string,
  time: string,
  values: { status?: ConsultationStatus; consultantId?: string | null; plan?: "Advanced" } = {},
) {
  const [row] = await suite.services.db
    .insert(consultations)
    .values({
      name,
      email: "r@example.ng",
      plan: values.plan ?? "Beginner",
      message: "Hello",
      status: values.status ?? "pending",
      consultantId: values.consultantId ?? null,
      startsAt: slotStart(date, time),
    })
    .returning();
  if (!row) throw new Error("not stored");
  return row;
}

async function staff(role: "admin" | "moderator" = "admin") {
  return createTestUser(suite.services, { role, name: `Staff ${role}` });
}

const get = async (url: string, role: "admin" | "moderator" = "admin", locale?: "yo") =>
  callLoader(loader, { services: suite.services, url, user: await staff(role), locale });

function render(data: unknown, locale?: "yo") {
  return renderPage(
    { id: "routes/admin/consultations-week", path: PAGE, Component: ConsultationsWeek },
    data,
    {},
    locale,
  );
}

describe("the consultations week view", () => {
  it("shows staff the week's bookings by day and hour, with consultant, plan and status", async () => {
    const ada = await createConsultant(suite.services, "Ada Consultant");
    await createConsultant(suite.services, "Bayo Consultant");
    const held = await booking("Chidi Okeke", "2026-12-01", "09:00", {
      consultantId: ada.id,
      status: "confirmed",
      plan: "Advanced",
    });
    const free = await booking("Funke Ade", "2026-12-03", "14:00");
    await booking("Not this week", "2026-12-07", "09:00", { consultantId: ada.id });

    const page = await get(`${PAGE}?week=2026-12-03`, "moderator");
    expect(page.status).toBe(200);
    const data = page.data;
    if (!data) throw new Error("no data");
    expect(data.monday).toBe(MONDAY);
    expect(data.previous).toBe("2026-11-23");
    expect(data.next).toBe("2026-12-07");
    expect(data.columns.map((c) => c.name)).toEqual(["Ada Consultant", "Bayo Consultant", null]);
    expect(data.bookings).toEqual([
      expect.objectContaining({
        id: held.id,
        date: "2026-12-01",
        time: "09:00",
        consultantId: ada.id,
        status: "confirmed",
      }),
      expect.objectContaining({
        id: free.id,
        date: "2026-12-03",
        time: "14:00",
        consultantId: null,
      }),
    ]);

    const html = render(data);
    expect(html).toContain(">Consultations by week</h1>");
    expect(html).toContain("30 November 2026 – 6 December 2026");
    expect(html).toContain(`href="${PAGE}?week=2026-11-23"`);
    expect(html).toContain(`href="${PAGE}?week=2026-12-07"`);
    expect(html).toContain('href="/admin-dashboard/consultations"');
    expect(html).toContain("Tuesday");
    expect(html).toContain('<time dateTime="2026-12-01T09:00">9:00 AM</time>');
    expect(html).toContain("Chidi Okeke");
    expect(html).toContain("Advanced");
    expect(html).toContain("Confirmed");
    expect(html).toContain("Unassigned");
    expect(html).toContain("Ada Consultant");
    expect(html).toContain("1 booking");
    expect(html).not.toContain("Not this week");

    // In Yoruba: the weekday, the plan and the status in Yoruba.
    const yo = await get(`${PAGE}?week=${MONDAY}`, "admin", "yo");
    const yoHtml = render(yo.data, "yo");
    expect(yoHtml).toContain("Ọjọ́ Ìṣẹ́gun");
    expect(yoHtml).toContain("Gíga");
    expect(yoHtml).toContain("A ti fìdí rẹ̀ múlẹ̀");
  });

  it("leaves cancelled bookings out", async () => {
    const ada = await createConsultant(suite.services);
    await booking("Cancelled Person", "2026-12-02", "10:00", {
      consultantId: ada.id,
      status: "cancelled",
    });
    const done = await booking("Completed Person", "2026-12-02", "11:00", {
      consultantId: ada.id,
      status: "completed",
    });
    const page = await get(`${PAGE}?week=${MONDAY}`);
    expect(page.data?.bookings.map((b) => b.id)).toEqual([done.id]);
    expect(render(page.data)).not.toContain("Cancelled Person");
  });

  it("a bad or missing ?week is this week in Lagos, never an error", async () => {
    const thisMonday = mondayOf(todayInLagos());
    const now = await booking("This Week", todayInLagos(), "12:00");
    for (const asked of [
      "",
      "?week=2026-02-30",
      "?week=%3Cscript%3E",
      "?week=99999-01-01",
      "?week=a&week=b",
    ]) {
      const page = await get(`${PAGE}${asked}`);
      expect(page.status, asked).toBe(200);
      expect(page.data?.monday, asked).toBe(thisMonday);
      expect(page.data?.bookings.map((b) => b.id)).toEqual([now.id]);
    }
    // This week's link is marked as the page shown.
    const html = render((await get(PAGE)).data);
    expect(html).toMatch(/aria-current="page"[^>]*>This week</);
  });

  it("an empty week says so in a sentence", async () => {
    const page = await get(`${PAGE}?week=2030-01-09`);
    expect(page.data?.monday).toBe("2030-01-07");
    const html = render(page.data);
    expect(html).toContain("No consultations are booked this week.");
  });

  it("an empty week links to the next week holding bookings, skipping empty weeks and cancellations", async () => {
    const ada = await createConsultant(suite.services);
    // Cancelled in the week after: not a booking to point at. The first held one is two weeks on.
    await booking("Cancelled", "2026-12-08", "09:00", {
      consultantId: ada.id,
      status: "cancelled",
    });
    await booking("Later", "2026-12-17", "10:00", { consultantId: ada.id });
    await booking("Even later", "2027-01-05", "10:00", { consultantId: ada.id });

    const page = await get(`${PAGE}?week=${MONDAY}`);
    expect(page.data?.bookings).toEqual([]);
    expect(page.data?.nextBookedWeek).toBe("2026-12-14");
    const html = render(page.data);
    expect(html).toContain("No consultations are booked this week.");
    expect(html).toMatch(
      /href="\/admin-dashboard\/consultations\/week\?week=2026-12-14"[^>]*>Next bookings: week of 14 December 2026<\/a>/,
    );

    // A week with bookings, or with none after it, points nowhere.
    expect((await get(`${PAGE}?week=2026-12-14`)).data?.nextBookedWeek).toBeNull();
    const last = await get(`${PAGE}?week=2027-01-11`);
    expect(last.data?.nextBookedWeek).toBeNull();
    expect(render(last.data)).not.toContain("Next bookings");
  });

  it("draws only the days someone works or that hold a booking, and says which", async () => {
    // Default hours: Monday to Friday. No Saturday or Sunday column for an empty weekend.
    const ada = await createConsultant(suite.services, "Ada Consultant");
    await booking("Tuesday Person", "2026-12-01", "09:00", { consultantId: ada.id });
    const weekdays = await get(`${PAGE}?week=${MONDAY}`);
    expect(weekdays.data?.shownDays).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    const html = render(weekdays.data);
    expect(html).toContain(
      "Days with consulting hours or bookings: Monday, Tuesday, Wednesday, Thursday, Friday.",
    );
    expect(html).toContain('id="day-2026-12-04"');
    expect(html).not.toContain('id="day-2026-12-05"');
    expect(html).not.toContain('id="day-2026-12-06"');
    expect(html).not.toContain("Saturday");
    expect(html).toContain("lg:grid-cols-5");

    // A booking on a Sunday nobody works still gets its day.
    await booking("Sunday Person", "2026-12-06", "10:00");
    expect((await get(`${PAGE}?week=${MONDAY}`)).data?.shownDays.at(-1)).toBe("2026-12-06");

    // A consultant who works Saturdays only: Saturday joins Ada's weekdays.
    const bayo = await createConsultant(suite.services, "Bayo Consultant");
    await suite.services.db
      .insert(consultantHours)
      .values({ userId: bayo.id, weekday: 6, fromHour: 9, toHour: 12 });
    const withSaturday = await get(`${PAGE}?week=${MONDAY}`);
    expect(withSaturday.data?.shownDays).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    const saturdayHtml = render(withSaturday.data);
    expect(saturdayHtml).toContain('id="day-2026-12-05"');
    expect(saturdayHtml).toContain("lg:grid-cols-7");
  });

  it("reads the consultants, their hours and the week's bookings in three queries, however many bookings", async () => {
    const ada = await createConsultant(suite.services);
    for (const time of ["09:00", "10:00", "11:00"])
      await booking(`At ${time}`, "2026-12-02", time, { consultantId: ada.id });
    const counting = countingServices(suite.services);
    const page = await callLoader(loader, {
      services: counting.services,
      url: `${PAGE}?week=${MONDAY}`,
      user: await staff(),
    });
    expect(page.data?.bookings).toHaveLength(3);
    expect(counting.queries()).toBe(3);
  });

  it("the list links to the week view", async () => {
    const html = renderPage(
      {
        id: "routes/admin/consultations",
        path: "/admin-dashboard/consultations",
        Component: ConsultationsList,
      },
      {
        filter: "all",
        counts: null,
        consultations: [],
        loadError: null,
        self: "/admin-dashboard/consultations",
        newest: true,
        newerHref: null,
        olderHref: null,
      },
      {},
    );
    expect(html).toMatch(/href="\/admin-dashboard\/consultations\/week"[^>]*>.*Week view<\/a>/s);
  });
});
