import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it, vi } from "vitest";
import { consultationSchema, DATE_MESSAGES, planFromQuery } from "./consultation.schema";

function parse(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  const submission = parseWithZod(form, { schema: consultationSchema });
  return submission.status === "success"
    ? { status: "success" as const, value: submission.value, error: undefined }
    : { status: "error" as const, value: undefined, error: submission.error ?? undefined };
}

const valid = {
  name: "Chinedu Okeke",
  email: "Chinedu@Example.ng",
  plan: "Intermediate",
  message: "I grow maize on 3 hectares in Oyo and want better yields.",
};

afterEach(() => {
  vi.useRealTimers();
});

describe("consultationSchema", () => {
  it("accepts the four required fields alone; empty optional fields become undefined", () => {
    const result = parse({
      ...valid,
      phone: "",
      farmSize: "",
      preferredDate: "",
      preferredTime: "",
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toEqual({
      name: "Chinedu Okeke",
      email: "chinedu@example.ng",
      plan: "Intermediate",
      message: valid.message,
      // No box ticked: updates by e-mail, the address every booking has.
      channels: ["email"],
    });
  });

  it("keeps the ways chosen for updates, and WhatsApp or SMS need a phone number", () => {
    const chosen = parse({ ...valid, phone: "0803 123 4567", channels: ["whatsapp", "sms"] });
    expect(chosen.status === "success" && chosen.value.channels).toEqual(["whatsapp", "sms"]);
    const noPhone = parse({ ...valid, phone: "", channels: ["sms"] });
    expect(noPhone.error?.phone).toEqual([
      "Please enter your phone number to get updates on WhatsApp or by SMS.",
    ]);
    const odd = parse({ ...valid, channels: ["pigeon"] });
    expect(odd.error?.["channels[0]"]).toEqual(["Please choose from the listed ways."]);
  });

  it("compacts a Nigerian phone number and refuses anything else", () => {
    const ok = parse({ ...valid, phone: "+234 803-123 4567" });
    expect(ok.status === "success" && ok.value.phone).toBe("+2348031234567");
    const local = parse({ ...valid, phone: "0803 123 4567" });
    expect(local.status === "success" && local.value.phone).toBe("08031234567");
    for (const phone of ["12345", "+44 20 7946 0958", "0803 123 456"]) {
      const bad = parse({ ...valid, phone });
      expect(bad.error?.phone, phone).toEqual([
        "Please enter a valid Nigerian phone number, e.g. 0803 123 4567 or +234 803 123 4567.",
      ]);
    }
  });

  it("accepts only the nine hourly slots from 9:00 AM to 5:00 PM", () => {
    expect(parse({ ...valid, preferredTime: "09:00" }).status).toBe("success");
    expect(parse({ ...valid, preferredTime: "17:00" }).status).toBe("success");
    for (const preferredTime of ["08:00", "18:00", "9:00", "09:30"]) {
      expect(parse({ ...valid, preferredTime }).error?.preferredTime).toEqual([
        "Please choose one of the listed times.",
      ]);
    }
  });

  it("requires a plan from the list", () => {
    expect(parse({ ...valid, plan: "" }).error?.plan).toEqual([
      "Please choose a consultation plan.",
    ]);
    expect(parse({ ...valid, plan: "beginner" }).error?.plan).toEqual([
      "Please choose a consultation plan.",
    ]);
  });

  it("refuses malformed and impossible dates", () => {
    for (const preferredDate of ["tomorrow", "2030-02-30", "2030-13-01", "20300101"]) {
      expect(parse({ ...valid, preferredDate }).error?.preferredDate, preferredDate).toEqual([
        DATE_MESSAGES.invalid,
      ]);
    }
  });

  it("judges 'before today' by the Lagos calendar, at the time of parsing", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 23:30 UTC on 1 March is already 00:30 on 2 March in Lagos (UTC+1).
    vi.setSystemTime(new Date("2026-03-01T23:30:00Z"));
    expect(parse({ ...valid, preferredDate: "2026-03-01" }).error?.preferredDate).toEqual([
      DATE_MESSAGES.past,
    ]);
    expect(parse({ ...valid, preferredDate: "2026-03-02" }).status).toBe("success");

    // 22:59 UTC is 23:59 in Lagos: 1 March is still today.
    vi.setSystemTime(new Date("2026-03-01T22:59:00Z"));
    expect(parse({ ...valid, preferredDate: "2026-03-01" }).status).toBe("success");
    expect(parse({ ...valid, preferredDate: "2026-02-28" }).error?.preferredDate).toEqual([
      DATE_MESSAGES.past,
    ]);
  });

  it("gives one clear message per field for huge or missing values", () => {
    const result = parse({
      name: "x".repeat(101),
      email: `${"a".repeat(250)}@example.ng`,
      plan: "Advanced",
      farmSize: "9".repeat(101),
      cropType: "c".repeat(101),
      message: "m".repeat(5001),
    });
    expect(result.error).toEqual({
      name: ["Please keep your name under 100 characters."],
      email: ["Please enter a valid email address."],
      farmSize: ["Please keep the farm size under 100 characters."],
      cropType: ["Please keep the crop type under 100 characters."],
      message: ["Please keep your message under 5,000 characters."],
    });
    expect(parse({}).error).toEqual({
      name: ["Please enter your full name."],
      email: ["Please enter your email address."],
      plan: ["Please choose a consultation plan."],
      message: ["Please enter a message."],
    });
  });

  it("ignores a form key that is not a UUID instead of failing on a hidden field", () => {
    const result = parse({ ...valid, formKey: "<script>" });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value.formKey).toBeUndefined();
  });
});

describe("planFromQuery", () => {
  it("finds the plan whatever its letter case, or null", () => {
    expect(planFromQuery("Beginner")).toBe("Beginner");
    expect(planFromQuery("advanced")).toBe("Advanced");
    expect(planFromQuery(" INTERMEDIATE ")).toBe("Intermediate");
    expect(planFromQuery("gold")).toBeNull();
    expect(planFromQuery(null)).toBeNull();
  });
});
