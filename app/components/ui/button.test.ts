import { describe, expect, it } from "vitest";
import { isPendingForm } from "./button";

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const idle = { state: "idle", formAction: undefined, formData: undefined } as const;

describe("whether a form is being sent", () => {
  it("is never so while idle, or while a link (no form) loads", () => {
    expect(isPendingForm(idle)).toBe(false);
    expect(
      isPendingForm(
        { state: "loading", formAction: undefined, formData: undefined },
        { state: "non-idle" },
      ),
    ).toBe(false);
  });

  it("is so while submitting, and while the next page loads only when asked", () => {
    const sent = form({ intent: "delete", id: "a" });
    expect(isPendingForm({ state: "submitting", formAction: "/x", formData: sent })).toBe(true);
    const loading = { state: "loading", formAction: "/x", formData: sent } as const;
    expect(isPendingForm(loading)).toBe(false);
    expect(isPendingForm(loading, { state: "non-idle" })).toBe(true);
  });

  it("matches the fields given, a null one being a field the form does not carry", () => {
    const navigation = {
      state: "submitting",
      formAction: "/admin-dashboard/courses",
      formData: form({ intent: "move", id: "a", direction: "up" }),
    } as const;
    expect(isPendingForm(navigation, { fields: { intent: "move", id: "a" } })).toBe(true);
    expect(isPendingForm(navigation, { fields: { intent: "move", id: "b" } })).toBe(false);
    expect(isPendingForm(navigation, { fields: { direction: "down" } })).toBe(false);
    expect(isPendingForm(navigation, { fields: { intent: null } })).toBe(false);
    expect(isPendingForm(navigation, { fields: { courseId: null } })).toBe(true);
  });

  it("compares where the form posts without its query or language prefix", () => {
    const sent = form({ email: "a@b.ng" });
    const hausa = {
      state: "submitting",
      formAction: "/ha/login?redirectTo=%2Fx",
      formData: sent,
    } as const;
    expect(isPendingForm(hausa, { formAction: "/login" })).toBe(true);
    expect(isPendingForm(hausa, { formAction: "/register" })).toBe(false);
    expect(isPendingForm({ ...hausa, formAction: "/ha" }, { formAction: "/" })).toBe(true);
  });
});
