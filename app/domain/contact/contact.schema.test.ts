import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_REQUIRED, contactSchema, isMissingRequired } from "./contact.schema";

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const submission = parseWithZod(form, { schema: contactSchema });
  return submission.status === "success"
    ? { status: "success" as const, value: submission.value, error: undefined }
    : { status: "error" as const, value: undefined, error: submission.error ?? undefined };
}

const valid = { name: "Amaka Obi", email: "amaka@example.ng", message: "Do you train groups?" };

describe("contactSchema", () => {
  it("defaults the subject to general and leaves blank optional fields out", () => {
    const result = parse({ ...valid, phone: "", company: "", subject: "" });
    expect(result.status === "success" && result.value).toEqual({ ...valid, subject: "general" });
  });

  it("accepts the four subjects only", () => {
    for (const subject of ["general", "consulting", "academy", "partnerships"]) {
      expect(parse({ ...valid, subject }).status).toBe("success");
    }
    expect(parse({ ...valid, subject: "sales" }).error?.subject).toEqual([
      "Please choose a subject from the list.",
    ]);
  });

  it("takes a Nigerian or an international phone number", () => {
    const ng = parse({ ...valid, phone: "0803 123 4567" });
    expect(ng.status === "success" && ng.value.phone).toBe("08031234567");
    const uk = parse({ ...valid, phone: "+44 20 7946 0958" });
    expect(uk.status === "success" && uk.value.phone).toBe("+442079460958");
    expect(parse({ ...valid, phone: "call me" }).error?.phone).toHaveLength(1);
  });

  it("names each required field that is missing", () => {
    expect(parse({}).error).toEqual({
      name: [CONTACT_REQUIRED.name],
      email: [CONTACT_REQUIRED.email],
      message: [CONTACT_REQUIRED.message],
    });
  });
});

describe("isMissingRequired", () => {
  it("is true only when a required field is empty, not when it is merely invalid", () => {
    expect(isMissingRequired(undefined)).toBe(false);
    expect(isMissingRequired({ email: ["Please enter a valid email address."] })).toBe(false);
    expect(isMissingRequired({ phone: ["x"], message: [CONTACT_REQUIRED.message] })).toBe(true);
  });
});

describe("messages in the page's language", () => {
  it("puts each schema message in Hausa, and still finds the missing required fields", async () => {
    const { translate } = await import("~/i18n/catalog.server");
    const { publicForms } = await import("~/i18n/messages/public-forms");
    const { localizedIssues } = await import("./validation-messages");
    const hausa = translate("ha", publicForms).validation;
    const form = new FormData();
    form.set("email", "not-an-address");
    const submission = parseWithZod(form, {
      schema: contactSchema,
      formatError: localizedIssues(hausa),
    });
    const error = submission.status === "error" ? (submission.error ?? undefined) : undefined;
    expect(error?.name).toEqual([hausa.nameRequired]);
    expect(error?.email).toEqual([hausa.emailInvalid]);
    expect(isMissingRequired(error, hausa)).toBe(true);
    expect(isMissingRequired(error)).toBe(false);
  });
});
