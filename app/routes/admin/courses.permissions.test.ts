// The permission matrix of the Courses tab (issue 5): every loader and action, called as a
// signed-out visitor, a user, an instructor, a moderator and an admin, on a course the matrix
// instructor owns and on another instructor's course (which an instructor must not even find).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type CourseActor, createCourse } from "~/domain/admin/courses.server";
import { createLesson } from "~/domain/admin/lessons.server";
import type { SessionUser } from "~/domain/auth/session.server";
import type { Services } from "~/services.server";
import {
  createMatrixUsers,
  expectAccess,
  type MatrixSubject,
  matrixRow,
} from "../../../tests/support/permission-matrix";
import { callAction, callLoader, type RouteResult } from "../../../tests/support/router";
import { createTestServices, type TestServices } from "../../../tests/support/services";
import { createTestUser } from "../../../tests/support/users";
import { action as deleteAction, loader as deleteLoader } from "./course-delete";
import { action as editAction, loader as editLoader } from "./course-edit";
import { loader as learnersLoader } from "./course-learners";
import { action as lessonsAction, loader as lessonsLoader } from "./course-lessons";
import { action as newAction, loader as newLoader } from "./course-new";
import { action as listAction, loader as listLoader } from "./courses";
import { action as lessonEditAction, loader as lessonEditLoader } from "./lesson-edit";
import { action as lessonNewAction, loader as lessonNewLoader } from "./lesson-new";

let t: TestServices;
let services: Services;
let users: Record<MatrixSubject, SessionUser | null>;
let other: CourseActor;

beforeAll(async () => {
  t = await createTestServices();
  services = t.services;
  users = await createMatrixUsers(services);
  other = await createTestUser(services, { role: "instructor", name: "Other Instructor" });
});
afterAll(async () => {
  await t.close();
});

const COURSE_FORM = {
  intent: "save",
  title: "Matrix course",
  instructor: "Dr. Adaeze Okafor",
  description: "Water where it counts.",
  category: "irrigation",
  duration: "2 hours",
  videoUrl: "https://video.example.org/intro",
  price: "0",
  level: "Beginner",
};
const LESSON_FORM = {
  title: "Matrix lesson",
  type: "text",
  description: "Read.",
  duration: "5 min",
};

/** A fresh course with one lesson, owned by the matrix instructor ("own") or another one. */
async function course(owner: "own" | "other") {
  const actor = owner === "own" ? (users.instructor as SessionUser) : other;
  const created = await createCourse(services.db, actor, {
    title: `Matrix ${owner} course`,
    instructor: actor.name,
    description: "A course.",
    category: "crops",
    duration: "1 hour",
    videoUrl: "/media/video/afa-intro.mp4",
    price: 0,
    level: "Beginner",
    modules: [],
    features: [],
    hasAssessment: false,
  });
  const lesson = await createLesson(services.db, actor, created.id, {
    title: "First",
    description: "",
    type: "text",
    videoUrl: null,
    duration: "5 min",
    durationSeconds: 300,
  });
  return { id: created.id, lessonId: lesson?.id ?? "" };
}

const OWN = expectAccess(["instructor", "admin"]);
const OTHER = expectAccess(["instructor", "admin"], { instructor: "not-found" });

type Call = (
  user: SessionUser | null,
  c: { id: string; lessonId: string },
) => Promise<RouteResult<unknown>>;

/** Each route against the own and the other course, each subject on a fresh course. */
const COURSE_ROUTES: Record<string, Call> = {
  "edit page": (user, c) =>
    callLoader(editLoader, { services, url: `/x`, user, params: { courseId: c.id } }),
  "edit: save": (user, c) =>
    callAction(editAction, {
      services,
      url: `/x`,
      user,
      params: { courseId: c.id },
      form: COURSE_FORM,
    }),
  "edit: remove thumbnail": (user, c) =>
    callAction(editAction, {
      services,
      url: `/x`,
      user,
      params: { courseId: c.id },
      form: { intent: "thumbnail-remove" },
    }),
  "publish (list action)": (user, c) =>
    callAction(listAction, {
      services,
      url: "/admin-dashboard/courses",
      user,
      form: { intent: "publish", courseId: c.id },
    }),
  "unpublish (list action)": (user, c) =>
    callAction(listAction, {
      services,
      url: "/admin-dashboard/courses",
      user,
      form: { intent: "unpublish", courseId: c.id, returnTo: "edit" },
    }),
  "delete confirmation page": (user, c) =>
    callLoader(deleteLoader, { services, url: `/x`, user, params: { courseId: c.id } }),
  delete: (user, c) =>
    callAction(deleteAction, { services, url: `/x`, user, params: { courseId: c.id } }),
  "learners page": (user, c) =>
    callLoader(learnersLoader, { services, url: `/x`, user, params: { courseId: c.id } }),
  "lessons page": (user, c) =>
    callLoader(lessonsLoader, { services, url: `/x`, user, params: { courseId: c.id } }),
  "lessons: move": (user, c) =>
    callAction(lessonsAction, {
      services,
      url: `/x`,
      user,
      params: { courseId: c.id },
      form: { intent: "move", lessonId: c.lessonId, direction: "down" },
    }),
  "lessons: delete": (user, c) =>
    callAction(lessonsAction, {
      services,
      url: `/x`,
      user,
      params: { courseId: c.id },
      form: { intent: "delete", lessonId: c.lessonId },
    }),
  "new lesson page": (user, c) =>
    callLoader(lessonNewLoader, { services, url: `/x`, user, params: { courseId: c.id } }),
  "new lesson: save": (user, c) =>
    callAction(lessonNewAction, {
      services,
      url: `/x`,
      user,
      params: { courseId: c.id },
      form: LESSON_FORM,
    }),
  "edit lesson page": (user, c) =>
    callLoader(lessonEditLoader, {
      services,
      url: `/x`,
      user,
      params: { courseId: c.id, lessonId: c.lessonId },
    }),
  "edit lesson: save": (user, c) =>
    callAction(lessonEditAction, {
      services,
      url: `/x`,
      user,
      params: { courseId: c.id, lessonId: c.lessonId },
      form: LESSON_FORM,
    }),
};

describe("Courses tab: permission matrix", () => {
  it("list", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(listLoader, { services, url: "/admin-dashboard/courses", user }),
    );
    expect(row).toEqual(OWN);
  });

  it("new course page", async () => {
    const row = await matrixRow(users, (user) =>
      callLoader(newLoader, { services, url: "/admin-dashboard/courses/new", user }),
    );
    expect(row).toEqual(OWN);
  });

  it("new course: create", async () => {
    const row = await matrixRow(users, (user) =>
      callAction(newAction, {
        services,
        url: "/admin-dashboard/courses/new",
        user,
        form: COURSE_FORM,
      }),
    );
    expect(row).toEqual(OWN);
  });

  for (const [name, call] of Object.entries(COURSE_ROUTES)) {
    it(`${name} of the instructor's own course`, async () => {
      const row = await matrixRow(users, async (user) => call(user, await course("own")));
      expect(row).toEqual(OWN);
    });

    it(`${name} of another instructor's course: the instructor gets not-found`, async () => {
      const row = await matrixRow(users, async (user) => call(user, await course("other")));
      expect(row).toEqual(OTHER);
    });
  }
});
