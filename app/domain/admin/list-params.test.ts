import { describe, expect, it } from "vitest";
import {
  parseAuditPage,
  parseConsultationFilter,
  parseOutboxFilter,
  parseUserFilters,
} from "./list-params";

const params = (query: string) => new URLSearchParams(query);

describe("the admin lists' URL parameters", () => {
  it("reads the Users filters, trimming and cutting the search at 100 characters", () => {
    expect(parseUserFilters(params("q=%20ada%20&role=moderator&status=suspended&page=3"))).toEqual({
      q: "ada",
      role: "moderator",
      status: "suspended",
      page: 3,
    });
    expect(parseUserFilters(params(`q=${"x".repeat(300)}`)).q).toHaveLength(100);
  });

  it("falls back to everyone and page 1 for anything unknown or missing", () => {
    const all = { q: "", role: "all", status: "all", page: 1 };
    expect(parseUserFilters(params(""))).toEqual(all);
    expect(parseUserFilters(params("role=root&status=gone&page=-2"))).toEqual(all);
    for (const page of ["0", "1.5", "abc", "", "1e400"]) {
      expect(parseUserFilters(params(`page=${page}`)).page, page).toBe(1);
      expect(parseAuditPage(params(`page=${page}`)), page).toBe(1);
    }
    expect(parseAuditPage(params("page=7"))).toBe(7);
  });

  it("reads the Consultations and Outgoing mail filters, with their defaults", () => {
    expect(parseConsultationFilter(params("status=confirmed"))).toBe("confirmed");
    expect(parseConsultationFilter(params("status=nope"))).toBe("all");
    expect(parseOutboxFilter(params("show=sent"))).toBe("sent");
    expect(parseOutboxFilter(params(""))).toBe("problems");
    expect(parseOutboxFilter(params("show=<script>"))).toBe("problems");
  });
});
