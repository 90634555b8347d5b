import { describe, expect, it } from "vitest";
import { userUpdateSchema } from "~/domain/admin/users.schema";
import { createConsultant } from "../../../tests/support/consultants";
import { setupFreshServices } from "../../../tests/support/suite";
import { freeTimesOn, listConsultants } from "./booking.server";

const suite = setupFreshServices();

describe("the consultants visitors are offered", () => {
  it("are people: the start-up admin account, still named 'Site Administrator', never is", async () => {
    await createConsultant(suite.services, "Site Administrator");
    // Alone, it leaves the site without consultants: the form stays as it was (a wished date).
    expect(await listConsultants(suite.services.db)).toEqual([]);
    expect(await freeTimesOn(suite.services.db, null)).toBeNull();

    await createConsultant(suite.services, "Dr. Ada Nwosu");
    expect((await listConsultants(suite.services.db)).map((c) => c.name)).toEqual([
      "Dr. Ada Nwosu",
    ]);
  });

  it("the Users edit form asks for the consultant's own name before ticking Takes consultations", () => {
    const edit = (fullName: string, isConsultant: boolean) =>
      userUpdateSchema.safeParse({ fullName, role: "admin", status: "active", isConsultant });
    const refused = edit("Site Administrator", true);
    expect(refused.success).toBe(false);
    expect(refused.error?.flatten().fieldErrors.fullName).toEqual([
      "Give this account the consultant's own name first: visitors choose a consultant by name.",
    ]);
    expect(edit("Site Administrator", false).success).toBe(true);
    expect(edit("Kemi Adebayo", true).success).toBe(true);
  });
});
