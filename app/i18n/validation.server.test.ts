import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { contentSchema } from "~/domain/admin/content.schema";
import { courseSchema, lessonSchema, resourceSchema } from "~/domain/admin/courses.schema";
import { siteSettingsFormSchema } from "~/domain/admin/site-settings.schema";
import { storySchema } from "~/domain/admin/stories.schema";
import { userUpdateSchema } from "~/domain/admin/users.schema";
import { questionSchema, quizSettingsSchema } from "~/domain/assessments/quiz.schema";
import { couponFormSchema, maxUsesBelowUsesMessage } from "~/domain/payments/coupon.schema";
import { LOCALES } from "./locales";
import { translateValidation } from "./validation";
import { validationLookup } from "./validation.server";

const long = (n: number) => "x".repeat(n + 1);
const file = (bytes: number, type = "image/png") =>
  new File([new Uint8Array(bytes)], "f.png", { type });

/** The messages a schema gives for these inputs. */
function messagesOf(schema: z.ZodType, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const result = schema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  });
}

/** What the admin forms say when things are missing, wrong or too long. */
const MESSAGES = [
  ...messagesOf(courseSchema, [
    {},
    {
      title: long(200),
      instructor: long(120),
      description: long(5000),
      category: "nope",
      duration: long(60),
      videoUrl: "ftp://x",
      price: 10_000_001,
      level: "nope",
      language: "fr",
      modules: long(4000),
    },
    { price: -1 },
  ]),
  ...messagesOf(lessonSchema, [
    {},
    { type: "video", title: long(200), description: long(10_000), duration: long(40) },
    { type: "embed", title: "t", duration: "soon" },
    { type: "text", title: "t", duration: "5" },
  ]),
  ...messagesOf(resourceSchema, [{}]),
  ...messagesOf(contentSchema, [
    {},
    {
      title: "t",
      description: long(2000),
      author: long(120),
      content: long(100_000),
      date: "soon",
      location: long(200),
      speakers: long(2000),
      videoLink: "ftp://x",
      image: file(8 * 1024 * 1024 + 1),
    },
    { title: "t", description: "d", videoLink: `https://a.ng/${long(500)}`, video: file(1) },
  ]),
  ...messagesOf(storySchema, [
    {},
    {
      name: long(120),
      role: "r",
      location: "l",
      content: long(2000),
      rating: 9,
      avatar: file(8 * 1024 * 1024 + 1),
    },
  ]),
  ...messagesOf(userUpdateSchema, [{}, { fullName: long(100), role: "x", status: "x" }]),
  ...messagesOf(quizSettingsSchema, [
    {},
    {
      title: long(200),
      scope: long(64),
      passMark: 101,
      attemptsAllowed: -1,
      keptGrade: "x",
      drawCount: 0,
      timeLimitMinutes: 0,
      reveal: "x",
    },
  ]),
  ...messagesOf(questionSchema, [
    {},
    { type: "single", prompt: long(2000), marks: 0, explanation: long(2000), options: "a\nb" },
    { type: "multiple", prompt: "p", options: "a" },
    { type: "true_false", prompt: "p", trueFalse: "maybe" },
    { type: "number", prompt: "p", tolerance: -1, unit: long(20) },
    { type: "short_text", prompt: "p" },
  ]),
  ...messagesOf(siteSettingsFormSchema, [
    {},
    {
      siteName: long(80),
      slogan: long(120),
      contactEmail: "x",
      careersEmail: "x",
      phone: long(40),
      whatsappNumber: long(40),
      address: long(200),
      openingHoursWeekdays: long(60),
      openingHoursSaturday: long(60),
      communityLink: "x",
      facebookUrl: "x",
      instagramUrl: "x",
      xUrl: "x",
      linkedinUrl: "x",
      youtubeUrl: "x",
      vatRatePercent: "-1",
    },
    { vatRatePercent: "101" },
    { vatRatePercent: "7.555" },
  ]),
  ...messagesOf(couponFormSchema, [
    {},
    { code: "a", kind: "percent", value: "0", courseId: "x", expiresOn: "2026-02-30", maxUses: 0 },
    { code: "a b!", kind: "fixed", value: "0" },
    { code: "ABC", kind: "fixed", value: "20000000" },
  ]),
  maxUsesBelowUsesMessage(3),
];

describe("validationLookup", () => {
  it("is empty for English, whose messages are the schemas' own", () => {
    expect(validationLookup("en")).toEqual({});
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "translates every message of the admin forms into %s",
    (locale) => {
      const lookup = validationLookup(locale);
      const unique = [...new Set(MESSAGES)];
      expect(unique.length).toBeGreaterThan(80);
      const untranslated = unique.filter((m) => translateValidation(m, lookup) === m);
      expect(untranslated).toEqual([]);
    },
  );

  it("fills the numbers of a pattern message", () => {
    const lookup = validationLookup("ha");
    expect(translateValidation("Keep this under 2,000 characters.", lookup)).toBe(
      "Kada wannan ya wuce haruffa 2,000.",
    );
    expect(translateValidation("This file is larger than 200 MB.", lookup)).toBe(
      "Wannan fayil ya fi 200 MB.",
    );
  });
});
