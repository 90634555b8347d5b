import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formConstraints } from "./form-constraints.server";

describe("formConstraints", () => {
  it("gives each form the HTML constraints of its schema, by key", () => {
    const schema = z.object({ name: z.string().min(1).max(120), phone: z.string().optional() });
    const constraints = formConstraints({ "profile-form": schema });
    expect(constraints["profile-form"]?.name).toMatchObject({ required: true });
    expect(constraints["profile-form"]?.phone).toMatchObject({ required: false });
    // The same schema answers the same object: computed once.
    expect(formConstraints({ again: schema }).again).toBe(constraints["profile-form"]);
  });
});
