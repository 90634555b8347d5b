import { describe, expect, it } from "vitest";
import { can, canChangeRole, canManageCourses, PERMISSIONS } from "./permissions";

describe("roles and their permissions", () => {
  it("gives a user nothing in the admin area and an admin everything", () => {
    for (const p of PERMISSIONS) {
      expect(can("user", p)).toBe(false);
      expect(can("admin", p)).toBe(true);
    }
  });

  it("lets an instructor manage only their own courses", () => {
    expect(can("instructor", "admin.access")).toBe(true);
    expect(can("instructor", "courses.manageOwn")).toBe(true);
    expect(can("instructor", "courses.manageAll")).toBe(false);
    expect(can("instructor", "users.manage")).toBe(false);
    expect(canManageCourses("instructor")).toBe(true);
    expect(canManageCourses("user")).toBe(false);
  });

  it("lets a moderator manage users and content, but not settings, admins or the audit log", () => {
    expect(can("moderator", "users.manage")).toBe(true);
    expect(can("moderator", "content.manage")).toBe(true);
    expect(can("moderator", "settings.manage")).toBe(false);
    expect(can("moderator", "users.grantAdmin")).toBe(false);
    expect(can("moderator", "audit.read")).toBe(false);
  });

  it("never lets a moderator make or unmake an admin", () => {
    expect(canChangeRole("moderator", "user", "instructor")).toBe(true);
    expect(canChangeRole("moderator", "instructor", "moderator")).toBe(true);
    expect(canChangeRole("moderator", "user", "admin")).toBe(false);
    expect(canChangeRole("moderator", "admin", "user")).toBe(false);
    expect(canChangeRole("admin", "admin", "user")).toBe(true);
    expect(canChangeRole("instructor", "user", "moderator")).toBe(false);
  });
});
