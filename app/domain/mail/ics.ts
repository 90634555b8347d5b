import { TZDate } from "@date-fns/tz";
import { SITE_TIME_ZONE } from "~/lib/format";

// A few lines of RFC 5545 instead of a calendar library: one event, UTC times, escaped text,
// CRLF line ends and lines folded at 75 octets, with the iTIP methods of RFC 5546 a booking
// needs (REQUEST for a new or moved booking, CANCEL for a cancelled one), which is all a
// calendar invite needs.

/** PUBLISH: a plain calendar entry; REQUEST: an invitation (new or changed); CANCEL: withdrawn. */
export type CalendarMethod = "PUBLISH" | "REQUEST" | "CANCEL";

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds a content line into chunks of at most 75 octets (RFC 5545 §3.1), continuation lines
 * starting with one space, never splitting a UTF-8 character.
 */
export function foldIcsLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuations 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** 20990615T130000Z */
function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 20990615 */
function dateStamp(isoDate: string): string {
  return isoDate.replaceAll("-", "");
}

function nextDay(isoDate: string): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The instant of a Lagos wall-clock date ("2099-06-15") and time ("14:00"). */
export function lagosInstant(isoDate: string, time: string): Date {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, SITE_TIME_ZONE).getTime());
}

export type CalendarEvent = {
  /** Stable per event, so a second invite updates the first instead of adding another. */
  uid: string;
  /** YYYY-MM-DD in Lagos. */
  date: string;
  /** HH:MM in Lagos; without it the event lasts the whole day. */
  time?: string | null;
  durationMinutes?: number;
  summary: string;
  description: string;
  organizer?: { name: string; email: string };
  /** Who is invited: REQUEST and CANCEL name them (RFC 5546 §3.2.2, §3.2.5). */
  attendee?: { name: string; email: string };
  /** PUBLISH when not given. The attachment's MIME type must carry the same method. */
  method?: CalendarMethod;
  /**
   * Raised by every change of the event (RFC 5546 §2.1.4): a calendar applies an update or a
   * cancellation only when its SEQUENCE is at least the one it holds.
   */
  sequence?: number;
  /** When the invite was made (DTSTAMP). */
  now?: Date;
};

/** A CN parameter value: quoted, and a quote or line break cannot appear in it. */
function commonName(name: string): string {
  return `"${name.replace(/["\r\n]/g, "")}"`;
}

/** A VCALENDAR with one published event, CRLF line ends, ready to attach as text/calendar. */
export function calendarInvite(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//AFA Academy//Consultations//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method ?? "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.now ?? new Date())}`,
  ];
  if (event.time) {
    const start = lagosInstant(event.date, event.time);
    const end = new Date(start.getTime() + (event.durationMinutes ?? 60) * 60_000);
    lines.push(`DTSTART:${utcStamp(start)}`, `DTEND:${utcStamp(end)}`);
  } else {
    lines.push(
      `DTSTART;VALUE=DATE:${dateStamp(event.date)}`,
      `DTEND;VALUE=DATE:${dateStamp(nextDay(event.date))}`,
    );
  }
  lines.push(
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
  );
  if (event.organizer) {
    lines.push(`ORGANIZER;CN=${commonName(event.organizer.name)}:mailto:${event.organizer.email}`);
  }
  if (event.attendee) {
    lines.push(
      `ATTENDEE;CN=${commonName(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`,
    );
  }
  const cancelled = event.method === "CANCEL";
  lines.push(
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    cancelled ? "TRANSP:TRANSPARENT" : "TRANSP:OPAQUE",
    `SEQUENCE:${event.sequence ?? 0}`,
    "END:VEVENT",
    "END:VCALENDAR",
  );
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}
