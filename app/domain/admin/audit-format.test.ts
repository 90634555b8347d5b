import { describe, expect, it } from "vitest";
import { describeAuditAction, describeAuditDetails } from "./audit-format";

describe("describeAuditAction", () => {
  it("names the Users tab's actions and makes any other readable", () => {
    expect(describeAuditAction("user.role_changed")).toBe("Changed role");
    expect(describeAuditAction("user.deleted")).toBe("Deleted user");
    expect(describeAuditAction("consultation.status_changed")).toBe("Consultation status changed");
    expect(describeAuditAction("")).toBe("Changed");
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
