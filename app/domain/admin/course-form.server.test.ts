import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courses } from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { courseFormDefaults, submitCourseForm } from "./course-form.server";
import { COURSE_MESSAGES } from "./courses.schema";
import { findManagedCourse } from "./courses.server";

const suite = setupTestServices();
let admin: Awaited<ReturnType<typeof createTestUser>>;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin", name: "Ada Admin" });
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  const all = {
    title: `Language course ${crypto.randomUUID().slice(0, 8)}`,
    instructor: "Malam Sani Bello",
    description: "Kiwon kaji a gida.",
    category: "livestock",
    duration: "2 weeks",
    videoUrl: "https://video.example.org/kaji",
    price: "0",
    level: "Beginner",
    formKey: crypto.randomUUID(),
    ...fields,
  };
  for (const [name, value] of Object.entries(all)) data.set(name, value);
  return data;
}

async function languageOf(id: string) {
  const [row] = await suite.services.db
    .select({ language: courses.language })
    .from(courses)
    .where(eq(courses.id, id));
  return row?.language;
}

describe("the course form's price", () => {
  async function priceOf(id: string) {
    const [row] = await suite.services.db
      .select({ priceKobo: courses.priceKobo })
      .from(courses)
      .where(eq(courses.id, id));
    return row?.priceKobo;
  }

  it("stores the naira staff type, commas and kobo included, as integer kobo, and shows it back", async () => {
    const created = await submitCourseForm(
      suite.services,
      admin,
      null,
      form({ price: "12,500.50" }),
    );
    expect(created.status).toBe("saved");
    const id = created.status === "saved" ? created.id : "";
    expect(await priceOf(id)).toBe(1_250_050);
    const course = await findManagedCourse(suite.services.db, admin, id);
    expect(course && courseFormDefaults(course).price).toBe("12500.50");

    const edited = await submitCourseForm(suite.services, admin, id, form({ price: "25000" }));
    expect(edited).toEqual({ status: "saved", id });
    expect(await priceOf(id)).toBe(2_500_000);
  });

  it("refuses a price it cannot read exactly, with the message beside the field", async () => {
    for (const price of ["12,50", "12500.505", "twelve", "-5"]) {
      const result = await submitCourseForm(suite.services, admin, null, form({ price }));
      expect(result.status, price).toBe("invalid");
      const errors = result.status === "invalid" ? result.result.error : undefined;
      expect(errors?.price, price).toEqual([COURSE_MESSAGES.price]);
    }
  });
});

describe("the course form's teaching language", () => {
  it("saves the language chosen, on a new course and when it is edited", async () => {
    const created = await submitCourseForm(suite.services, admin, null, form({ language: "ha" }));
    expect(created.status).toBe("saved");
    const id = created.status === "saved" ? created.id : "";
    expect(await languageOf(id)).toBe("ha");

    const course = await findManagedCourse(suite.services.db, admin, id);
    expect(course && courseFormDefaults(course).language).toBe("ha");

    const edited = await submitCourseForm(suite.services, admin, id, form({ language: "yo" }));
    expect(edited).toEqual({ status: "saved", id });
    expect(await languageOf(id)).toBe("yo");
  });

  it("makes a course posted without a language an English one (the column's default)", async () => {
    const created = await submitCourseForm(suite.services, admin, null, form({}));
    expect(created.status).toBe("saved");
    expect(await languageOf(created.status === "saved" ? created.id : "")).toBe("en");
  });

  it("refuses a language that is not one of the five, beside the field", async () => {
    for (const language of ["fr", "EN", "yoruba"]) {
      const result = await submitCourseForm(suite.services, admin, null, form({ language }));
      expect(result.status, language).toBe("invalid");
      const errors = result.status === "invalid" ? result.result.error : undefined;
      expect(errors?.language, language).toEqual([COURSE_MESSAGES.language]);
    }
  });
});
