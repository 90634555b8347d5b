import { describe, expect, it } from "vitest";
import { calendarInvite, escapeIcsText, foldIcsLine, lagosInstant } from "./ics";

const NOW = new Date("2026-11-22T08:00:00Z");

/** The content lines with folding undone (RFC 5545 §3.1). */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, "").split("\r\n");
}

describe("calendarInvite", () => {
  const invite = calendarInvite({
    uid: "consultation-1234@afa.test",
    date: "2099-06-15",
    time: "14:00",
    summary: "Intermediate consultation – AFA Academy",
    description: "Maize, cassava; and a new\nfish pond \\ question",
    organizer: { name: "AFA Academy", email: "info@afa.test" },
    now: NOW,
  });

  it("is one published event, CRLF throughout, ending with CRLF", () => {
    expect(invite.endsWith("\r\n")).toBe(true);
    expect(invite.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = unfold(invite);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("METHOD:PUBLISH");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("starts at the preferred time in Lagos (UTC+1) and lasts one hour", () => {
    const lines = unfold(invite);
    expect(lines).toContain("DTSTART:20990615T130000Z");
    expect(lines).toContain("DTEND:20990615T140000Z");
    expect(lines).toContain("DTSTAMP:20261122T080000Z");
    expect(lines).toContain("UID:consultation-1234@afa.test");
  });

  it("escapes text values", () => {
    expect(unfold(invite)).toContain(
      "DESCRIPTION:Maize\\, cassava\\; and a new\\nfish pond \\\\ question",
    );
    expect(escapeIcsText("a,b;c\\d\r\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("makes an all-day event when no time was chosen", () => {
    const lines = unfold(
      calendarInvite({ uid: "x@y", date: "2099-12-31", summary: "s", description: "d", now: NOW }),
    );
    expect(lines).toContain("DTSTART;VALUE=DATE:20991231");
    expect(lines).toContain("DTEND;VALUE=DATE:21000101");
  });
});

describe("foldIcsLine", () => {
  it("keeps every physical line within 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"Ọ̀gbẹ́ni Adébáyọ̀ – ₦12,500 ".repeat(12)}`;
    const folded = foldIcsLine(line);
    for (const physical of folded.split("\r\n")) {
      expect(new TextEncoder().encode(physical).length).toBeLessThanOrEqual(75);
      expect(physical).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("leaves short lines alone", () => {
    expect(foldIcsLine("SUMMARY:Short")).toBe("SUMMARY:Short");
  });
});

describe("lagosInstant", () => {
  it("reads the wall-clock time in Lagos whatever the server's zone", () => {
    expect(lagosInstant("2099-06-15", "09:00").toISOString()).toBe("2099-06-15T08:00:00.000Z");
    expect(lagosInstant("2026-01-01", "00:30").toISOString()).toBe("2025-12-31T23:30:00.000Z");
  });
});

describe("iTIP methods (RFC 5546)", () => {
  const event = {
    uid: "consultation-42@afa.test",
    date: "2099-06-15",
    time: "14:00",
    summary: "Beginner consultation – AFA Academy",
    description: "Your consultation.",
    organizer: { name: "AFA Academy", email: "info@afa.test" },
    attendee: { name: 'Bola "B" Adeyemi', email: "bola@example.ng" },
    now: NOW,
  };

  it("a new booking is a REQUEST at its SEQUENCE, naming organizer and attendee", () => {
    expect(unfold(calendarInvite({ ...event, method: "REQUEST", sequence: 1 }))).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//AFA Academy//Consultations//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "UID:consultation-42@afa.test",
      "DTSTAMP:20261122T080000Z",
      "DTSTART:20990615T130000Z",
      "DTEND:20990615T140000Z",
      "SUMMARY:Beginner consultation – AFA Academy",
      "DESCRIPTION:Your consultation.",
      'ORGANIZER;CN="AFA Academy":mailto:info@afa.test',
      'ATTENDEE;CN="Bola B Adeyemi";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:bola@example.ng',
      "STATUS:CONFIRMED",
      "TRANSP:OPAQUE",
      "SEQUENCE:1",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("a moved booking keeps its UID with a higher SEQUENCE and the new time", () => {
    const lines = unfold(
      calendarInvite({ ...event, time: "16:00", method: "REQUEST", sequence: 2 }),
    );
    expect(lines).toContain("UID:consultation-42@afa.test");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("DTSTART:20990615T150000Z");
    expect(lines).toContain("METHOD:REQUEST");
  });

  it("a cancellation is a CANCEL with STATUS:CANCELLED, same UID, SEQUENCE raised again", () => {
    const lines = unfold(calendarInvite({ ...event, method: "CANCEL", sequence: 3 }));
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:3");
    expect(lines).toContain("UID:consultation-42@afa.test");
    expect(lines).not.toContain("STATUS:CONFIRMED");
  });
});
