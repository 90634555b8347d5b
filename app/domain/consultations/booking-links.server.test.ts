import { describe, expect, it } from "vitest";
import { createBookingLinks, linkExpiry } from "./booking-links.server";

const ID = "6f1c2a43-93a4-4b8e-9d55-0b7a3a1c9e10";
const NOW = new Date("2026-11-30T07:00:00Z");
const booking = {
  id: ID,
  sequence: 3,
  startsAt: new Date("2026-12-02T09:00:00Z"),
  preferredDate: "2026-12-02",
  status: "confirmed" as const,
};
const links = createBookingLinks("s".repeat(48), "https://afa.test/");

function tokenOf(url: string): string {
  return new URL(url).searchParams.get("token") ?? "";
}

describe("booking links", () => {
  const urls = links.urlsFor(booking, "ha", NOW);
  if (!urls) throw new Error("expected links");

  it("point at the booking's pages in the requester's language", () => {
    expect(new URL(urls.cancel).pathname).toBe(`/ha/consultation/${ID}/cancel`);
    expect(new URL(urls.reschedule).pathname).toBe(`/ha/consultation/${ID}/reschedule`);
    expect(urls.cancel.startsWith("https://afa.test/ha/")).toBe(true);
  });

  it("are valid for their own booking, version and action only", () => {
    const token = tokenOf(urls.cancel);
    expect(links.check({ id: ID, sequence: 3, action: "cancel" }, token, NOW)).toBe("valid");
    // The next change raises the version: every earlier link stops working.
    expect(links.check({ id: ID, sequence: 4, action: "cancel" }, token, NOW)).toBe("invalid");
    expect(links.check({ id: ID, sequence: 3, action: "reschedule" }, token, NOW)).toBe("invalid");
    const other = "0e0c2a43-93a4-4b8e-9d55-0b7a3a1c9e10";
    expect(links.check({ id: other, sequence: 3, action: "cancel" }, token, NOW)).toBe("invalid");
  });

  it("refuse a tampered token: expiry moved, signature changed, garbage, another site's key", () => {
    const token = tokenOf(urls.cancel);
    const [expires, signature] = token.split(".") as [string, string];
    const check = (t: string) => links.check({ id: ID, sequence: 3, action: "cancel" }, t, NOW);
    expect(check(`${Number(expires) + 86_400}.${signature}`)).toBe("invalid");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    expect(check(`${expires}.${flipped}`)).toBe("invalid");
    for (const bad of ["", "x", `${expires}.`, `.${signature}`, `${token}x`, "1.2.3"]) {
      expect(check(bad)).toBe("invalid");
    }
    const otherSite = createBookingLinks("t".repeat(48), "https://afa.test");
    const theirs = tokenOf(otherSite.urlsFor(booking, "en", NOW)?.cancel ?? "");
    expect(check(theirs)).toBe("invalid");
  });

  it("expire when the session starts", () => {
    const token = tokenOf(urls.reschedule);
    const link = { id: ID, sequence: 3, action: "reschedule" as const };
    expect(links.check(link, token, new Date("2026-12-02T08:59:59Z"))).toBe("valid");
    expect(links.check(link, token, new Date("2026-12-02T09:00:00Z"))).toBe("expired");
  });

  it("are not made for a finished booking", () => {
    expect(links.urlsFor({ ...booking, status: "cancelled" }, "en", NOW)).toBeNull();
    expect(links.urlsFor({ ...booking, status: "completed" }, "en", NOW)).toBeNull();
  });

  it("last until the end of the preferred day, or 30 days, when no hour is held", () => {
    expect(linkExpiry({ startsAt: null, preferredDate: "2026-12-02" }, NOW).toISOString()).toBe(
      "2026-12-02T23:00:00.000Z",
    );
    expect(linkExpiry({ startsAt: null, preferredDate: null }, NOW).toISOString()).toBe(
      "2026-12-30T07:00:00.000Z",
    );
  });
});
