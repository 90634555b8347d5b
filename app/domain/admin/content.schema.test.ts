import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { JOURNEY_TYPES } from "~/db/schema/enums";
import { MEDIA_MAX_BYTES } from "~/domain/uploads/media.server";
import {
  CONTENT_MAX_BYTES,
  CONTENT_MESSAGES,
  CONTENT_TYPE_FILTERS,
  contentSchema,
  dateToLagosLocal,
  lagosLocalToDate,
  parseSpeakers,
  slugifyTitle,
} from "./content.schema";
import { parseContentFilter } from "./list-params";

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return parseWithZod(data, { schema: contentSchema });
}

describe("contentSchema", () => {
  it("requires a title and a description, in the form's own words", () => {
    const result = form({ title: "  ", description: "" });
    expect(result.status).toBe("error");
    const error = result.reply().error ?? {};
    expect(error.title).toEqual([CONTENT_MESSAGES.required]);
    expect(error.description).toEqual([CONTENT_MESSAGES.required]);
    expect(CONTENT_MESSAGES.required).toBe("Please fill in all required fields");
  });

  it("defaults type to article, author to Admin, content to empty and drafts", () => {
    const result = form({ title: "A", description: "B" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({
      type: "article",
      author: "Admin",
      content: "",
      published: false,
    });
  });

  it("accepts only http(s) video links and not a link together with an upload", () => {
    expect(form({ title: "A", description: "B", videoLink: "javascript:alert(1)" }).status).toBe(
      "error",
    );
    expect(form({ title: "A", description: "B", videoLink: "https://x.test/v" }).status).toBe(
      "success",
    );
    const data = new FormData();
    data.set("title", "A");
    data.set("description", "B");
    data.set("videoLink", "https://x.test/v");
    data.set("video", new File(["x"], "v.mp4"));
    const both = parseWithZod(data, { schema: contentSchema });
    expect(both.reply().error?.videoLink).toEqual([CONTENT_MESSAGES.videoBoth]);
  });

  it("refuses an unknown type and a malformed date", () => {
    expect(form({ title: "A", description: "B", type: "poem" }).status).toBe("error");
    expect(form({ title: "A", description: "B", date: "12/12/2026" }).status).toBe("error");
  });

  it("uses the same size ceilings as the server's media checks", () => {
    expect(CONTENT_MAX_BYTES.image).toBe(MEDIA_MAX_BYTES.image);
    expect(CONTENT_MAX_BYTES.video).toBe(MEDIA_MAX_BYTES.video);
  });
});

describe("helpers", () => {
  it("offers all and every journey type as filters, reading unknown ones as all", () => {
    expect(CONTENT_TYPE_FILTERS.map((f) => f.value)).toEqual(["all", ...JOURNEY_TYPES]);
    expect(parseContentFilter(new URLSearchParams("type=event"))).toBe("event");
    expect(parseContentFilter(new URLSearchParams("type=nope"))).toBe("all");
  });

  it("reads datetime-local values as Lagos time and back", () => {
    expect(lagosLocalToDate("2026-03-01T00:30")?.toISOString()).toBe("2026-02-28T23:30:00.000Z");
    expect(lagosLocalToDate("2026-02-30T10:00")).toBeNull();
    expect(lagosLocalToDate("nope")).toBeNull();
    expect(dateToLagosLocal(new Date("2026-02-28T23:30:00Z"))).toBe("2026-03-01T00:30");
  });

  it("makes readable ASCII slugs", () => {
    expect(slugifyTitle("Yam & Cassava: Field Day 2026!")).toBe("yam-and-cassava-field-day-2026");
    expect(slugifyTitle("Ọ̀gbìn àgbàdo")).toBe("ogbin-agbado");
    expect(slugifyTitle("!!!")).toBe("content");
    expect(slugifyTitle("a".repeat(100))).toHaveLength(80);
  });

  it("splits speakers one per line, dropping blanks and repeats", () => {
    expect(parseSpeakers(" Ada \r\n\nBayo\nAda")).toEqual(["Ada", "Bayo"]);
    expect(parseSpeakers(undefined)).toEqual([]);
  });
});
