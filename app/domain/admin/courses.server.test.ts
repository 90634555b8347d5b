import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  certificates,
  courseEnrollments,
  courses,
  lessonProgress,
  lessons,
} from "~/db/schema";
import { setupTestServices } from "../../../tests/support/suite";
import { createTestUser } from "../../../tests/support/users";
import { slugify } from "./course-slugs.server";
import { courseSchema, lessonSchema, parseDurationSeconds } from "./courses.schema";
import {
  type CourseActor,
  type CourseInput,
  createCourse,
  deleteCourse,
  findManagedCourse,
  listManagedCourses,
  setCoursePublished,
} from "./courses.server";
import {
  createLesson,
  deleteLesson,
  type LessonInput,
  listLessons,
  moveLesson,
} from "./lessons.server";

const suite = setupTestServices();
let admin: CourseActor;
let instructor: CourseActor;
let otherInstructor: CourseActor;

beforeAll(async () => {
  admin = await createTestUser(suite.services, { role: "admin", name: "Ada Admin" });
  instructor = await createTestUser(suite.services, { role: "instructor", name: "Ike Instructor" });
  otherInstructor = await createTestUser(suite.services, { role: "instructor", name: "Obi Other" });
});

function courseInput(title: string): CourseInput {
  return {
    title,
    instructor: "Dr. Adaeze Okafor",
    description: "Grow more with less.",
    category: "irrigation",
    duration: "2 hours",
    videoUrl: "https://video.example.org/intro",
    priceKobo: 0,
    level: "Beginner",
    modules: [],
    features: [],
  };
}

function lessonInput(title: string): LessonInput {
  return {
    title,
    description: "",
    type: "video",
    videoUrl: "/media/video/afa-intro.mp4",
    duration: "1 min",
    durationSeconds: 60,
  };
}

async function courseRow(id: string) {
  const [row] = await suite.services.db.select().from(courses).where(eq(courses.id, id));
  return row;
}

describe("parseDurationSeconds", () => {
  it.each([
    ["8 min", 480],
    ["8 minutes", 480],
    ["1 h 20 min", 4800],
    ["1hr 5m", 3900],
    ["90 sec", 90],
    ["1:30", 90],
    ["1:02:30", 3750],
    ["12", 720],
    ["10 min read", 600],
  ])("reads %j as %i seconds", (text, seconds) => {
    expect(parseDurationSeconds(text)).toBe(seconds);
  });

  it.each(["", "soon", "0 min", "0:00", "1:75"])("finds no length in %j", (text) => {
    expect(parseDurationSeconds(text)).toBeNull();
  });
});

describe("course and lesson schemas", () => {
  it("requires every required field and the intro video (an URL or an upload)", () => {
    const result = courseSchema.safeParse({ price: 0, level: "Beginner" });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining([
        "title",
        "instructor",
        "description",
        "category",
        "duration",
        "videoUrl",
      ]),
    );
  });

  it("reads the naira staff type as integer kobo, exactly", () => {
    const base = { ...courseInput("X"), modules: "", features: "" };
    const kobo = (price: string | number) => courseSchema.safeParse({ ...base, price }).data?.price;
    expect(kobo("12500.50")).toBe(1_250_050);
    expect(kobo("12,500.50")).toBe(1_250_050);
    expect(kobo("₦12,500.5")).toBe(1_250_050);
    expect(kobo("12500")).toBe(1_250_000);
    expect(kobo(12500.5)).toBe(1_250_050);
    // A float would be off by a kobo here: 1.15 * 100 is 114.99999999999999.
    expect(kobo("1.15")).toBe(115);
    expect(kobo("0")).toBe(0);
    expect(kobo("10,000,000")).toBe(1_000_000_000);
    for (const bad of ["1,2,3", "12,50.00", "12500.505", "-1", "abc", "1e5", "10,000,000.01"]) {
      const result = courseSchema.safeParse({ ...base, price: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.flatten().fieldErrors.price, bad).toHaveLength(1);
    }
  });

  it("accepts a price of 0 or more in whole kobo only, and refuses other addresses", () => {
    const base = { ...courseInput("X"), modules: "", features: "" };
    expect(courseSchema.safeParse({ ...base, price: 12500.5 }).success).toBe(true);
    expect(courseSchema.safeParse({ ...base, price: -1 }).success).toBe(false);
    expect(courseSchema.safeParse({ ...base, price: 1.005 }).success).toBe(false);
    expect(courseSchema.safeParse({ ...base, videoUrl: "javascript:alert(1)" }).success).toBe(
      false,
    );
    expect(courseSchema.safeParse({ ...base, videoUrl: "//evil.example/x" }).success).toBe(false);
    expect(courseSchema.safeParse({ ...base, category: "fishing" }).success).toBe(false);
  });

  it("asks an embed for a link and a text lesson for its text", () => {
    const embed = lessonSchema.safeParse({ title: "A", type: "embed", duration: "5 min" });
    expect(embed.error?.issues.map((i) => i.path.join("."))).toEqual(["videoUrl"]);
    const text = lessonSchema.safeParse({ title: "A", type: "text", duration: "5 min" });
    expect(text.error?.issues.map((i) => i.path.join("."))).toEqual(["description"]);
    const badLength = lessonSchema.safeParse({
      title: "A",
      type: "text",
      description: "Read me",
      duration: "whenever",
    });
    expect(badLength.error?.issues.map((i) => i.path.join("."))).toEqual(["duration"]);
  });
});

describe("courses", () => {
  it("creates a draft with the new-course defaults, a unique slug and an audit entry", async () => {
    const first = await createCourse(
      suite.services.db,
      admin,
      courseInput("Drip Irrigation & You!"),
    );
    const second = await createCourse(
      suite.services.db,
      admin,
      courseInput("Drip Irrigation & You"),
    );
    expect(first.slug).toBe(slugify("Drip Irrigation & You!"));
    expect(first.slug).toBe("drip-irrigation-and-you");
    expect(second.slug).toBe("drip-irrigation-and-you-2");
    const row = await courseRow(first.id);
    expect(row).toMatchObject({
      rating: 4.5,
      lessonsCount: 0,
      isPublished: false,
      ownerId: admin.id,
    });
    const entries = await suite.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, first.id), eq(auditLog.action, "course.created")));
    expect(entries).toHaveLength(1);
  });

  it("shows an instructor only their own courses, and every course to an admin", async () => {
    const mine = await createCourse(suite.services.db, instructor, courseInput("Mine"));
    const theirs = await createCourse(suite.services.db, otherInstructor, courseInput("Theirs"));
    const instructorList = (await listManagedCourses(suite.services.db, instructor)).map(
      (c) => c.id,
    );
    expect(instructorList).toContain(mine.id);
    expect(instructorList).not.toContain(theirs.id);
    const adminList = (await listManagedCourses(suite.services.db, admin)).map((c) => c.id);
    expect(adminList).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    expect(await findManagedCourse(suite.services.db, instructor, theirs.id)).toBeNull();
    expect(await setCoursePublished(suite.services.db, instructor, theirs.id, true)).toBe(
      "not-found",
    );
    expect(await deleteCourse(suite.services.db, instructor, theirs.id)).toBeNull();
    expect(
      await createLesson(suite.services.db, instructor, theirs.id, lessonInput("x")),
    ).toBeNull();
    expect((await courseRow(theirs.id))?.isPublished).toBe(false);
  });

  it("publishes and unpublishes with audit entries, and deletes with one", async () => {
    const course = await createCourse(suite.services.db, instructor, courseInput("Publish me"));
    expect(await setCoursePublished(suite.services.db, instructor, course.id, true)).toBe(
      "changed",
    );
    expect(await setCoursePublished(suite.services.db, instructor, course.id, true)).toBe(
      "unchanged",
    );
    expect(await setCoursePublished(suite.services.db, instructor, course.id, false)).toBe(
      "changed",
    );
    const deleted = await deleteCourse(suite.services.db, instructor, course.id);
    expect(deleted?.title).toBe("Publish me");
    expect(await courseRow(course.id)).toBeUndefined();
    const actions = (
      await suite.services.db.select().from(auditLog).where(eq(auditLog.targetId, course.id))
    ).map((e) => e.action);
    expect(actions.sort()).toEqual([
      "course.created",
      "course.deleted",
      "course.published",
      "course.unpublished",
    ]);
  });
});

describe("lessons", () => {
  it("keeps lessons_count with the lessons and reorders with gap-free positions", async () => {
    const course = await createCourse(suite.services.db, admin, courseInput("Ordered"));
    const a = await createLesson(suite.services.db, admin, course.id, lessonInput("A"));
    const b = await createLesson(suite.services.db, admin, course.id, lessonInput("B"));
    const c = await createLesson(suite.services.db, admin, course.id, lessonInput("C"));
    expect((await courseRow(course.id))?.lessonsCount).toBe(3);

    expect(await moveLesson(suite.services.db, admin, course.id, c?.id ?? "", "up")).toBe("moved");
    expect(await moveLesson(suite.services.db, admin, course.id, a?.id ?? "", "up")).toBe(
      "unchanged",
    );
    let order = await listLessons(suite.services.db, course.id);
    expect(order.map((l) => [l.title, l.orderIndex])).toEqual([
      ["A", 0],
      ["C", 1],
      ["B", 2],
    ]);

    await deleteLesson(suite.services.db, admin, course.id, a?.id ?? "");
    order = await listLessons(suite.services.db, course.id);
    expect(order.map((l) => [l.title, l.orderIndex])).toEqual([
      ["C", 0],
      ["B", 1],
    ]);
    expect((await courseRow(course.id))?.lessonsCount).toBe(2);
    const deletions = await suite.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lesson.deleted"), eq(auditLog.targetId, a?.id ?? "")));
    expect(deletions).toHaveLength(1);
    expect(b).not.toBeNull();
  });

  it("recomputes learners' progress, never taking back a completion or certificate", async () => {
    const course = await createCourse(suite.services.db, admin, courseInput("Progress"));
    const l1 = await createLesson(suite.services.db, admin, course.id, lessonInput("One"));
    const l2 = await createLesson(suite.services.db, admin, course.id, lessonInput("Two"));
    const halfway = await createTestUser(suite.services, { name: "Halfway Learner" });
    const finished = await createTestUser(suite.services, { name: "Finished Learner" });
    const now = new Date();
    await suite.services.db.insert(courseEnrollments).values([
      { userId: halfway.id, courseId: course.id, progress: 50 },
      { userId: finished.id, courseId: course.id, progress: 100, completedAt: now },
    ]);
    await suite.services.db.insert(lessonProgress).values([
      {
        userId: halfway.id,
        courseId: course.id,
        lessonId: l1?.id ?? "",
        watchedPercentage: 100,
        completedAt: now,
      },
      ...[l1, l2].map((l) => ({
        userId: finished.id,
        courseId: course.id,
        lessonId: l?.id ?? "",
        watchedPercentage: 100,
        completedAt: now,
      })),
    ]);
    const progressOf = async (userId: string) => {
      const [row] = await suite.services.db
        .select()
        .from(courseEnrollments)
        .where(
          and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, course.id)),
        );
      return row;
    };

    // A third lesson: 1 of 3 done is 33%; the finished learner keeps 100% and the completion.
    const l3 = await createLesson(suite.services.db, admin, course.id, lessonInput("Three"));
    expect((await progressOf(halfway.id))?.progress).toBe(33);
    expect(await progressOf(finished.id)).toMatchObject({ progress: 100 });
    expect((await progressOf(finished.id))?.completedAt).not.toBeNull();

    // Removing the two lessons the halfway learner has not done completes the course for them.
    await deleteLesson(suite.services.db, admin, course.id, l3?.id ?? "");
    expect((await progressOf(halfway.id))?.progress).toBe(50);
    const last = await deleteLesson(suite.services.db, admin, course.id, l2?.id ?? "");
    expect((await progressOf(halfway.id))?.progress).toBe(100);
    expect((await progressOf(halfway.id))?.completedAt).not.toBeNull();
    expect(last?.issued.map((c) => c.userId)).toEqual([halfway.id]);
    const issued = await suite.services.db
      .select()
      .from(certificates)
      .where(eq(certificates.courseId, course.id));
    expect(issued.map((c) => c.userId)).toEqual([halfway.id]);
    expect((await courseRow(course.id))?.lessonsCount).toBe(1);
    expect(
      await suite.services.db.select().from(lessons).where(eq(lessons.courseId, course.id)),
    ).toHaveLength(1);
  });
});
