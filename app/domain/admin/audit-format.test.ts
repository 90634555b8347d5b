import { describe, expect, it } from "vitest";
import { translate } from "~/i18n/catalog.server";
import { LOCALES } from "~/i18n/locales";
import { adminSystem } from "~/i18n/messages/admin-system";
import english from "~/i18n/messages/admin-system/en";
import { AUDIT_ACTIONS, describeAuditAction, describeAuditDetails } from "./audit-format";

describe("describeAuditAction", () => {
  const words = translate("ha", adminSystem).audit.actions as Record<string, string>;

  it("names every recorded action in the page's language", () => {
    expect(describeAuditAction("user.role_changed", english.audit.actions)).toBe("Changed role");
    expect(describeAuditAction("course.published", english.audit.actions)).toBe("Published course");
    expect(describeAuditAction("course.published", words)).toBe(words["course.published"]);
    expect(words["course.published"]).not.toBe("Published course");
  });

  it("has a label in every language for exactly the actions recorded", () => {
    for (const locale of LOCALES) {
      const labels = translate(locale, adminSystem).audit.actions as Record<string, string>;
      expect(Object.keys(labels).sort(), locale).toEqual([...AUDIT_ACTIONS].sort());
      for (const action of AUDIT_ACTIONS) expect(labels[action]?.trim(), action).toBeTruthy();
    }
  });

  it("reads a code no longer recorded as its words, and never a prototype key", () => {
    expect(describeAuditAction("consultation.status_renamed", words)).toBe(
      "Consultation status renamed",
    );
    expect(describeAuditAction("toString", words)).toBe("ToString");
    expect(describeAuditAction("", words)).toBe("—");
  });
});

describe("describeAuditDetails", () => {
  it("puts a from/to pair first, with role and status labels", () => {
    expect(describeAuditDetails({ from: "user", to: "instructor" })).toEqual(["User → Instructor"]);
    expect(describeAuditDetails({ from: "active", to: "suspended", reason: "spam" })).toEqual([
      "Active → Suspended",
      "Reason: spam",
    ]);
  });

  it("lists other fields as 'Label: value', objects as JSON, blanks as a dash", () => {
    expect(
      describeAuditDetails({
        name: "Bola",
        count: 3,
        maintenanceMode: true,
        q: "",
        extra: { a: 1 },
      }),
    ).toEqual(["Name: Bola", "Count: 3", "Maintenance mode: true", "Q: —", 'Extra: {"a":1}']);
    expect(describeAuditDetails({})).toEqual([]);
    expect(describeAuditDetails(null)).toEqual([]);
  });
});
