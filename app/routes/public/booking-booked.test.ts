import { afterEach, describe, expect, it, vi } from "vitest";
import { consultations } from "~/db/schema";
import { createConsultant, weekdayAhead } from "../../../tests/support/consultants";
import { callAction, callLoader } from "../../../tests/support/router";
import { setupFreshServices } from "../../../tests/support/suite";
import { loader } from "./booking-booked";
import { action, loader as formLoader } from "./consultation";

const suite = setupFreshServices();
afterEach(() => {
  vi.useRealTimers();
});

const FORM = {
  name: "Hauwa Bello",
  email: "hauwa@example.ng",
  phone: "0803 123 4567",
  plan: "Beginner",
  preferredDate: "",
  preferredTime: "",
  message: "Our maize leaves are turning yellow.",
} as const;

let ip = 0;
function book(form: Record<string, string>, locale: "en" | "ha" = "en") {
  ip += 1;
  return callAction(action, {
    services: suite.services,
    url: locale === "en" ? "/consultation" : `/${locale}/consultation`,
    locale,
    form,
    headers: { "x-afa-client-ip": `198.51.100.${ip}` },
  });
}

/** The cookie a browser would send back to `path` from the booking's Set-Cookie headers. */
function cookieFor(headers: Headers, path: string): string {
  const cookie = headers
    .getSetCookie()
    .find((c) => c.includes(`Path=${path};`))
    ?.split(";")[0];
  if (!cookie) throw new Error(`no cookie for ${path}`);
  return cookie;
}

function openBooked(cookie: string | null, locale: "en" | "ha" = "en") {
  return callLoader(loader, {
    services: suite.services,
    url: locale === "en" ? "/consultation/booked" : `/${locale}/consultation/booked`,
    locale,
    headers: cookie ? { Cookie: cookie } : {},
  });
}

describe("/consultation/booked", () => {
  it("shows the booking just made, with its date written out, hour, reference and e-mailed links", async () => {
    await createConsultant(suite.services, "Funmilayo Adebayo");
    const date = weekdayAhead(5);
    const booked = await book({ ...FORM, preferredDate: date, preferredTime: "10:00" });
    expect(booked.status).toBe(302);
    expect(booked.location).toBe("/consultation/booked");
    const setCookies = booked.headers.getSetCookie();
    // One per language's path of the page, never for the whole site (the page cache).
    expect(setCookies.map((c) => /Path=([^;]+)/.exec(c)?.[1]).sort()).toEqual([
      "/consultation/booked",
      "/ha/consultation/booked",
      "/ig/consultation/booked",
      "/pcm/consultation/booked",
      "/yo/consultation/booked",
    ]);
    for (const c of setCookies) expect(c).toMatch(/HttpOnly; SameSite=Lax/);
    expect(setCookies[0]).toContain("Max-Age=3600");

    const [row] = await suite.services.db.select().from(consultations);
    const page = await openBooked(cookieFor(booked.headers, "/consultation/booked"));
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("no-store");
    const receipt = page.data?.receipt;
    expect(receipt?.reference).toBe(row?.id.slice(0, 8).toUpperCase());
    const weekday = new Intl.DateTimeFormat("en", { weekday: "long", timeZone: "UTC" }).format(
      new Date(`${date}T12:00:00Z`),
    );
    expect(receipt?.booking.dateText).toMatch(new RegExp(`^${weekday}, \\d{1,2} \\w+ \\d{4}$`));
    expect(receipt?.booking.timeText).toBe("10:00 AM");
    expect(receipt?.consultant).toBe("Funmilayo Adebayo");
    expect(receipt?.email).toBe("hauwa@example.ng");
    expect(receipt?.sentToPhone).toBeNull();
    expect(receipt?.reschedulePath).toMatch(
      new RegExp(`^/consultation/${row?.id}/reschedule\\?token=`),
    );
    expect(receipt?.cancelPath).toMatch(new RegExp(`^/consultation/${row?.id}/cancel\\?token=`));
  });

  it("shows nothing to anyone else: no cookie, a forged or altered one, or one past its hour", async () => {
    const booked = await book({ ...FORM });
    const cookie = cookieFor(booked.headers, "/consultation/booked");
    const [row] = await suite.services.db.select().from(consultations);
    const id = row?.id ?? "";

    const none = await openBooked(null);
    expect(none.status).toBe(404);
    expect(none.data?.receipt).toBeNull();
    // The booking's id alone (which staff e-mails and URLs carry) opens nothing.
    const expires = Math.floor(Date.now() / 1000) + 3600;
    for (const forged of [
      `afa_booked=${id}`,
      `afa_booked=${id}.${expires}.${"A".repeat(43)}`,
      cookie.replace(/\.(\d+)\./, (_, n) => `.${Number(n) + 3600}.`),
    ]) {
      const page = await openBooked(forged);
      expect(page.status).toBe(404);
      expect(JSON.stringify(page.data)).not.toContain("token=");
    }
    // A receipt for another booking never shows this one: it names its own.
    const other = await book({ ...FORM, email: "someone@example.ng" });
    const otherPage = await openBooked(cookieFor(other.headers, "/consultation/booked"));
    expect(otherPage.data?.receipt?.email).toBe("someone@example.ng");

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 61 * 60 * 1000));
    expect((await openBooked(cookie)).status).toBe(404);
  });

  it("answers a double submission with the same confirmation, and speaks the page's language", async () => {
    const { data } = await callLoader(formLoader, {
      services: suite.services,
      url: "/ha/consultation",
      locale: "ha",
    });
    const formKey = data?.formKey ?? "";
    const date = weekdayAhead(6);
    const first = await book({ ...FORM, formKey, preferredDate: date }, "ha");
    const again = await book({ ...FORM, formKey, preferredDate: date }, "ha");
    expect(again.status).toBe(302);
    expect(again.location).toBe("/ha/consultation/booked");
    expect(await suite.services.db.$count(consultations)).toBe(1);
    const a = await openBooked(cookieFor(first.headers, "/ha/consultation/booked"), "ha");
    const b = await openBooked(cookieFor(again.headers, "/ha/consultation/booked"), "ha");
    expect(b.data?.receipt?.reference).toBe(a.data?.receipt?.reference);
    const hausaDays = ["Lahadi", "Litinin", "Talata", "Laraba", "Alhamis", "Juma'a", "Asabar"];
    expect(hausaDays).toContain(b.data?.receipt?.booking.dateText?.split(",")[0]);
  });

  it("books another person's request that carries a copied form key, and shows them their own", async () => {
    // One rendered page handed to two people (a shared cache, a forwarded copy): one key.
    const { data } = await callLoader(formLoader, {
      services: suite.services,
      url: "/consultation",
    });
    const formKey = data?.formKey ?? "";
    const first = await book({ ...FORM, formKey });
    const second = await book({
      ...FORM,
      formKey,
      name: "Chidi Okafor",
      email: "chidi@example.ng",
      phone: "0803 765 4321",
    });
    expect(second.status).toBe(302);
    expect(await suite.services.db.$count(consultations)).toBe(2);
    const a = await openBooked(cookieFor(first.headers, "/consultation/booked"));
    const b = await openBooked(cookieFor(second.headers, "/consultation/booked"));
    expect(a.data?.receipt?.email).toBe("hauwa@example.ng");
    // Never the first person's receipt.
    expect(b.data?.receipt?.email).toBe("chidi@example.ng");
    // The first person's resend is still recognised as theirs.
    await book({ ...FORM, formKey });
    expect(await suite.services.db.$count(consultations)).toBe(2);
  });
});
