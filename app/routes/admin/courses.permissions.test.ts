// The permission matrix of the Courses tab: every loader and action, called as a
// signed-out visitor, a user, an instructor, a moderator and an admin, on a course the matrix
// instructor owns and on another instructor's course (which an instructor must not even find).
import { beforeAll, describe, expect, it } from "vitest";
import { type CourseActor, createCourse } from "~/domain/admin/courses.server";
import { createLesson } from "~/domain/admin/lessons.server";
import type { SessionUser } from "~/domain/auth/session.server";
import { expectAccess, matrixRow, setupMatrix } from "../../../tests/support/permission-matrix";
import {
  type ActionCall,
  callAction,
  callLoader,
  type RouteResult,
} from "../../../tests/support/router";
import { createTestUser } from "../../../tests/support/users";
import { action as deleteAction, loader as deleteLoader } from "./course-delete";
import { action as editAction, loader as editLoader } from "./course-edit";
import { loader as learnersLoader } from "./course-learners";
import { action as lessonsAction, loader as lessonsLoader } from "./course-lessons";
import { action as newAction, loader as newLoader } from "./course-new";
import { action as listAction, loader as listLoader } from "./courses";
import { action as lessonEditAction, loader as lessonEditLoader } from "./lesson-edit";
import { action as lessonNewAction, loader as lessonNewLoader } from "./lesson-new";

const suite = setupMatrix();
let other: CourseActor;

beforeAll(async () => {
  other = await createTestUser(suite.services, { role: "instructor", name: "Other Instructor" });
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
  const actor = owner === "own" ? (suite.users.instructor as SessionUser) : other;
  const created = await createCourse(suite.services.db, actor, {
    title: `Matrix ${owner} course`,
    instructor: actor.name,
    description: "A course.",
    category: "crops",
    duration: "1 hour",
    videoUrl: "/media/video/afa-intro.mp4",
    priceKobo: 0,
    level: "Beginner",
    modules: [],
    features: [],
  });
  const lesson = await createLesson(suite.services.db, actor, created.id, {
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

type CourseRef = { id: string; lessonId: string };
type Call = (user: SessionUser | null, c: CourseRef) => Promise<RouteResult<unknown>>;
type RouteFn = Parameters<typeof callLoader>[0];

const atCourse = (c: CourseRef) => ({ courseId: c.id });
const atLesson = (c: CourseRef) => ({ courseId: c.id, lessonId: c.lessonId });

/** A GET of one of the course's pages. */
function page(loader: RouteFn, params = atCourse): Call {
  return (user, c) =>
    callLoader(loader, { services: suite.services, url: "/x", user, params: params(c) });
}

/** A POST to one of the course's pages, with the form `form` builds (none by default). */
function post(
  action: RouteFn,
  form: (c: CourseRef) => ActionCall["form"] = () => undefined,
  params = atCourse,
): Call {
  return (user, c) =>
    callAction(action, {
      services: suite.services,
      url: "/x",
      user,
      params: params(c),
      form: form(c),
    });
}

/** A POST to the courses list (publish and unpublish live there). */
function postToList(form: (c: CourseRef) => ActionCall["form"]): Call {
  return (user, c) =>
    callAction(listAction, {
      services: suite.services,
      url: "/admin-dashboard/courses",
      user,
      form: form(c),
    });
}

/** Each route against the own and the other course, each subject on a fresh course. */
const COURSE_ROUTES: Record<string, Call> = {
  "edit page": page(editLoader),
  "edit: save": post(editAction, () => COURSE_FORM),
  "edit: remove thumbnail": post(editAction, () => ({ intent: "thumbnail-remove" })),
  "publish (list action)": postToList((c) => ({ intent: "publish", courseId: c.id })),
  "unpublish (list action)": postToList((c) => ({
    intent: "unpublish",
    courseId: c.id,
    returnTo: "edit",
  })),
  "delete confirmation page": page(deleteLoader),
  delete: post(deleteAction),
  "learners page": page(learnersLoader),
  "lessons page": page(lessonsLoader),
  "lessons: move": post(lessonsAction, (c) => ({
    intent: "move",
    lessonId: c.lessonId,
    direction: "down",
  })),
  "lessons: delete": post(lessonsAction, (c) => ({ intent: "delete", lessonId: c.lessonId })),
  "new lesson page": page(lessonNewLoader),
  "new lesson: save": post(lessonNewAction, () => LESSON_FORM),
  "edit lesson page": page(lessonEditLoader, atLesson),
  "edit lesson: save": post(lessonEditAction, () => LESSON_FORM, atLesson),
};

/** The routes that are not about one course: the list and the new-course page. */
const LIST_ROUTES: Record<string, (user: SessionUser | null) => Promise<RouteResult<unknown>>> = {
  list: (user) =>
    callLoader(listLoader, { services: suite.services, url: "/admin-dashboard/courses", user }),
  "new course page": (user) =>
    callLoader(newLoader, { services: suite.services, url: "/admin-dashboard/courses/new", user }),
  "new course: create": (user) =>
    callAction(newAction, {
      services: suite.services,
      url: "/admin-dashboard/courses/new",
      user,
      form: COURSE_FORM,
    }),
};

describe("Courses tab: permission matrix", () => {
  for (const [name, call] of Object.entries(LIST_ROUTES)) {
    it(name, async () => {
      const row = await matrixRow(suite.users, call);
      expect(row).toEqual(OWN);
    });
  }

  for (const [name, call] of Object.entries(COURSE_ROUTES)) {
    it(`${name} of the instructor's own course`, async () => {
      const row = await matrixRow(suite.users, async (user) => call(user, await course("own")));
      expect(row).toEqual(OWN);
    });

    it(`${name} of another instructor's course: the instructor gets not-found`, async () => {
      const row = await matrixRow(suite.users, async (user) => call(user, await course("other")));
      expect(row).toEqual(OTHER);
    });
  }
});
