// Every page at demo size and at scale, side by side: creates a throwaway PostgreSQL database,
// starts the production build on it with the demo content, signs in an admin and a learner and
// measures each page of the public site, the learner area and the admin area (median time of a
// few requests, bytes sent with brotli, rows shown; public pages rendered, not answered from the
// visitors' page cache). Then it fills the database to scale with SQL
// (200,000 accounts, 500 courses with lessons, 1,000,000 enrolments, 3,000,000 lesson-progress
// rows, 100,000 consultations, 100,000 contact messages, and a busy learner), measures the same
// pages again and prints one table. It prints; it does not assert. The database is dropped at the
// end, also on failure or Ctrl-C.
//   AFA_BUILD_DIR=build npm run bench:scale     (after npm run build)
// Options (environment): AFA_BUILD_DIR (default build), BENCH_PG_URL (the PostgreSQL server to
// create the database on; default postgres://postgres@127.0.0.1:5432/postgres), BENCH_RUNS
// (timed requests per page, default 5), BENCH_FRACTION (fill that fraction of the accounts,
// consultations and messages, e.g. 0.05 to try the script out; default 1).
//
// "rows" is what a page lists, read from its HTML: inside <main>, leaving out every <nav> (tabs,
// pagination, breadcrumbs), the largest of the <li> not inside another <li>, the <tr> inside a
// <tbody> and the <article> elements (a list shown both as cards and as a table counts once).
// For JSON it is the length of the top-level arrays, for CSV the lines after the header, for the
// sitemap its <url> entries.
import http from "node:http";
import pg from "pg";
import {
  CONSULTATION_PLANS,
  CONSULTATION_STATUSES,
  CONSULTATION_TIMES,
  CONTACT_SUBJECT_VALUES,
  COURSE_CATEGORY_SLUGS,
  COURSE_LEVELS,
  NOTIFICATION_TYPES,
} from "~/db/schema/enums";
import {
  requireBuild,
  signInWithForm,
  startBenchServer,
  withThrowawayDatabase,
} from "./lib/bench-server";

const BUILD_DIR = requireBuild(process.env.AFA_BUILD_DIR ?? "build");
const PG_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PORT = 4530;
const ADMIN = { email: "bench-scale-admin@afa.test", password: "Bench-Harvest-2026" };
// The learner signs in with the admin's password: its credential row is a copy of the admin's.
const LEARNER = { email: "bench-scale-learner@afa.test", password: ADMIN.password };
const LEARNER_ID = "bench-scale-learner";

/** A fraction of the sizes below, for trying the script out (BENCH_FRACTION=0.05); default 1. */
const FRACTION = Math.min(1, Math.max(0.001, Number(process.env.BENCH_FRACTION ?? 1)));
const SCALE = {
  users: Math.round(200_000 * FRACTION),
  courses: 500,
  lessonsPerCourse: 6,
  enrolmentsPerUser: 5,
  progressPerEnrolment: 3,
  consultations: Math.round(100_000 * FRACTION),
  contacts: Math.round(100_000 * FRACTION),
  learnerEnrolments: 100,
  learnerCertificates: 20,
  learnerNotifications: 5_000,
  learnerActivity: 2_000,
};
/** Accounts per enrolment (and lesson-progress) statement: each is its own transaction. */
const USERS_PER_BATCH = 20_000;

type Viewer = "anonymous" | "learner" | "admin";
type Page = { path: string; as: Viewer; runs?: number };
/** A page as one viewer sees it (/academy is measured signed out and as the learner). */
const keyOf = (page: Page) => `${page.as} ${page.path}`;
type Figures = { status: number; ms: number; br: number; raw: number; rows: number | null };

// ——— HTTP ———

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

type Answer = { status: number; type: string; body: Buffer; ms: number };

/** One GET, timed to its last byte, the body exactly as sent (never decompressed). */
function get(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers["content-type"] ?? ""),
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    request.on("error", reject);
    request.setTimeout(120_000, () => request.destroy(new Error(`no answer in 120 s: ${url}`)));
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** What a page lists (see the top of this file for what is counted). */
function countRows(answer: Answer): number | null {
  const text = () => answer.body.toString("utf8");
  if (answer.type.includes("json")) {
    const value: unknown = JSON.parse(text());
    if (Array.isArray(value)) return value.length;
    if (!value || typeof value !== "object") return null;
    const arrays = Object.values(value).filter(Array.isArray);
    return arrays.length ? arrays.reduce((sum, list) => sum + list.length, 0) : null;
  }
  if (answer.type.includes("csv")) {
    return Math.max(
      0,
      text()
        .split("\n")
        .filter((line) => line.trim() !== "").length - 1,
    );
  }
  if (answer.type.includes("xml")) return (text().match(/<url>/g) ?? []).length;
  if (answer.type.includes("html")) return countHtmlRows(text());
  return null;
}

function countHtmlRows(html: string): number {
  const start = html.indexOf("<main");
  const end = html.indexOf("</main>", start);
  if (start < 0 || end < 0) return 0;
  let nav = 0;
  let li = 0;
  let tbody = 0;
  const found = { items: 0, tableRows: 0, articles: 0 };
  for (const match of html.slice(start, end).matchAll(/<(\/?)(nav|li|tbody|tr|article)\b[^>]*>/g)) {
    const step = match[1] === "/" ? -1 : 1;
    const tag = match[2];
    if (tag === "nav") nav += step;
    else if (nav > 0) continue;
    else if (tag === "li") {
      if (step === 1 && li === 0) found.items += 1;
      li += step;
    } else if (tag === "tbody") tbody += step;
    else if (tag === "tr" && step === 1 && tbody > 0) found.tableRows += 1;
    else if (tag === "article" && step === 1) found.articles += 1;
  }
  return Math.max(found.items, found.tableRows, found.articles);
}

/**
 * One page's figures: a first request without compression (it warms the page's caches after a
 * change, and gives the raw size and the rows), then RUNS requests as a browser asks (brotli).
 */
async function measurePage(base: string, page: Page, cookies: Record<Viewer, string>) {
  const headers: Record<string, string> = { "User-Agent": "afa-bench-scale" };
  if (cookies[page.as]) headers.Cookie = cookies[page.as];
  const url = `${base}${page.path}`;
  const raw = await get(url, { ...headers, "Accept-Encoding": "identity" });
  const times: number[] = [];
  let br = 0;
  for (let run = 0; run < (page.runs ?? RUNS); run++) {
    const answer = await get(url, { ...headers, "Accept-Encoding": "br" });
    times.push(answer.ms);
    br = answer.body.length;
  }
  const figures: Figures = {
    status: raw.status,
    ms: median(times),
    br,
    raw: raw.body.length,
    rows: raw.status === 200 ? countRows(raw) : null,
  };
  return figures;
}

async function measureAll(base: string, pages: Page[], cookies: Record<Viewer, string>) {
  const figures = new Map<string, Figures>();
  const started = performance.now();
  for (const page of pages) figures.set(keyOf(page), await measurePage(base, page, cookies));
  console.log(`  measured ${pages.length} pages in ${seconds(started)}`);
  return figures;
}

// ——— Database ———

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${seconds(started)}`);
  return result;
}

/** A SQL array literal of constants from the schema, so the fill follows its CHECK constraints. */
const sqlArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(",")}]::text[]`;

const FIRST_NAMES = sqlArray(
  "Adebayo Adaeze Aminu Bola Chinedu Chiamaka Danjuma Efe Emeka Fatima Funke Garba Halima Ifeoma Ibrahim Jumoke Kelechi Ladi Musa Ngozi Obinna Olumide Patience Rukayat Sadiq Tunde Uche Yetunde Zainab Kwame".split(
    " ",
  ),
);
const LAST_NAMES = sqlArray(
  "Adeyemi Okafor Bello Eze Abubakar Okonkwo Adeleke Nwosu Usman Ogunleye Ibekwe Danladi Afolabi Chukwu Lawal Onyeka Salami Yusuf Ajayi Obi".split(
    " ",
  ),
);
const CROPS = sqlArray(
  "Maize Cassava Rice Poultry Catfish Tomato Yam Cocoa Soybean Goat Pepper Plantain".split(" "),
);
const ASPECTS = sqlArray(
  "Production for Profit|Pest and Disease Control|Post-Harvest Handling|Marketing and Sales|Irrigation Basics|Soil Health and Fertility|Record Keeping|Value Addition".split(
    "|",
  ),
);

/**
 * The learner, made the way the admin was (active, verified) and signing in with a copy of the
 * admin's password hash; enrolled in the free demo courses, one finished with its certificate,
 * with a few notifications, a message and a consultation: what a real learner has at demo size.
 */
async function addLearner(db: pg.Pool): Promise<void> {
  await db.query(
    `insert into "user" (id, name, email, email_verified, role, status)
     values ($1, 'Amaka Learner', $2, true, 'user', 'active')`,
    [LEARNER_ID, LEARNER.email],
  );
  await db.query(
    `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
     select $1 || '-credential', $1, 'credential', $1, a.password, now(), now()
     from account a join "user" u on u.id = a.user_id
     where u.email = $2 and a.provider_id = 'credential'`,
    [LEARNER_ID, ADMIN.email],
  );
  await db.query(
    `insert into course_enrollments (user_id, course_id, progress, watch_seconds, score, completed_at, created_at, updated_at)
     select $1, c.id, case when c.n = 1 then 100 else 35 end, 900, case when c.n = 1 then 88 end,
            case when c.n = 1 then now() - interval '2 days' end,
            now() - c.n * interval '9 days', now() - interval '2 days'
     from (select id, row_number() over (order by created_at, id) as n
           from courses where is_published and price_kobo = 0) c`,
    [LEARNER_ID],
  );
  await db.query(
    `insert into lesson_progress (user_id, course_id, lesson_id, watched_percentage, position_seconds, completed_at)
     select e.user_id, e.course_id, l.id, 100, 300, now() - interval '3 days'
     from course_enrollments e join lessons l on l.course_id = e.course_id
     where e.user_id = $1 and (e.progress = 100 or l.order_index < 2)`,
    [LEARNER_ID],
  );
  await db.query(
    `insert into certificates (code, user_id, course_id, learner_name, course_title, instructor, category, duration, score)
     select 'AFA-BNCH-0000-0000', e.user_id, c.id, 'Amaka Learner', c.title, c.instructor, c.category, c.duration, e.score
     from course_enrollments e join courses c on c.id = e.course_id
     where e.user_id = $1 and e.progress = 100`,
    [LEARNER_ID],
  );
  await db.query(
    `insert into learning_activity (user_id, course_id, watch_seconds, occurred_at)
     select e.user_id, e.course_id, 600, now() - g * interval '1 day'
     from course_enrollments e, generate_series(1, 3) g where e.user_id = $1`,
    [LEARNER_ID],
  );
  await db.query(
    `insert into notifications (user_id, type, title, message, link, read_at, created_at)
     select $1, 'course', 'Welcome to the course', 'Start with the first lesson.', '/dashboard/my-courses',
            case when g > 1 then now() end, now() - g * interval '1 day'
     from generate_series(1, 3) g`,
    [LEARNER_ID],
  );
  await db.query(
    `insert into contacts (name, email, subject, message) values ('Amaka Learner', $1, 'academy', 'Is there a maize course in Hausa?')`,
    [LEARNER.email],
  );
  await db.query(
    `insert into consultations (user_id, name, email, plan, message) values ($1, 'Amaka Learner', $2, 'Beginner', 'Advice on maize storage.')`,
    [LEARNER_ID, LEARNER.email],
  );
}

type Targets = {
  courseSlug: string;
  courseId: string;
  category: string;
  lessonId: string;
  journeySlug: string;
  contentId: string;
  storyId: string;
  messageId: string;
  certificate: string;
};

/** The rows the pages with a parameter show: demo rows, so they exist at both sizes. */
async function findTargets(db: pg.Pool): Promise<Targets> {
  const one = async (sql: string, params: unknown[] = []) => {
    const { rows } = await db.query(sql, params);
    if (!rows[0]) throw new Error(`no row for: ${sql}`);
    return rows[0] as Record<string, string>;
  };
  const course = await one(
    `select c.id, c.slug, c.category from courses c join course_enrollments e on e.course_id = c.id
     where e.user_id = $1 and e.progress = 100`,
    [LEARNER_ID],
  );
  const lesson = await one(
    `select id from lessons where course_id = $1 order by order_index limit 1`,
    [course.id],
  );
  const journey = await one(
    `select id, slug from journey_content where is_published order by date desc limit 1`,
  );
  const story = await one(`select id from success_stories order by created_at desc limit 1`);
  const message = await one(`select id from contacts order by created_at desc limit 1`);
  const certificate = await one(`select code from certificates where user_id = $1`, [LEARNER_ID]);
  return {
    courseSlug: course.slug as string,
    courseId: course.id as string,
    category: course.category as string,
    lessonId: lesson.id as string,
    journeySlug: journey.slug as string,
    contentId: journey.id as string,
    storyId: story.id as string,
    messageId: message.id as string,
    certificate: certificate.code as string,
  };
}

/** Every page of app/routes.ts that answers a GET with a page, a feed or a download. */
function listPages(t: Targets): Page[] {
  const pub = (path: string): Page => ({ path, as: "anonymous" });
  const learner = (path: string): Page => ({ path, as: "learner" });
  const admin = (path: string, runs?: number): Page => ({ path, as: "admin", runs });
  const course = `/admin-dashboard/courses/${t.courseId}`;
  return [
    pub("/"),
    pub("/about"),
    pub("/academy"),
    pub("/academy?page=2"),
    pub("/academy?q=cassava"),
    pub(`/academy?category=${t.category}`),
    pub(`/academy/${t.courseSlug}`),
    pub("/training"),
    pub("/consulting"),
    pub("/consultation"),
    pub("/contact"),
    pub("/services"),
    pub("/careers"),
    pub("/journey"),
    pub("/journey?page=2"),
    pub("/journey?q=maize"),
    pub(`/journey/${t.journeySlug}`),
    pub("/research"),
    pub("/research?q=cassava"),
    pub(`/certificates/${t.certificate}`),
    pub("/privacy-policy"),
    pub("/terms-of-service"),
    pub("/login"),
    pub("/register"),
    pub("/sitemap.xml"),
    pub("/api/v1/courses"),
    pub("/api/v1/courses?q=cassava&limit=100"),
    learner("/academy"),
    learner("/dashboard"),
    learner("/dashboard/my-courses"),
    learner("/dashboard/progress"),
    learner(`/dashboard/courses/${t.courseId}/content`),
    learner("/dashboard/certificates"),
    learner(`/dashboard/certificates/${t.certificate}/pdf`),
    learner("/dashboard/notifications"),
    learner("/dashboard/notifications?page=2"),
    learner("/settings"),
    learner("/settings/two-factor"),
    learner("/settings/payments"),
    learner("/settings/account-data"),
    admin("/admin-dashboard"),
    admin("/admin-dashboard/analytics"),
    admin("/admin-dashboard/users"),
    admin("/admin-dashboard/users?q=ade"),
    admin("/admin-dashboard/users?page=200"),
    admin(`/admin-dashboard/users/${LEARNER_ID}`),
    admin("/admin-dashboard/users/export.csv", 2),
    admin("/admin-dashboard/audit"),
    admin("/admin-dashboard/outbox"),
    admin("/admin-dashboard/courses"),
    admin("/admin-dashboard/courses?page=2"),
    admin("/admin-dashboard/courses/new"),
    admin(course),
    admin(`${course}/learners`),
    admin(`${course}/lessons`),
    admin(`${course}/lessons/${t.lessonId}`),
    admin("/admin-dashboard/content"),
    admin(`/admin-dashboard/content/${t.contentId}`),
    admin("/admin-dashboard/stories"),
    admin(`/admin-dashboard/stories/${t.storyId}`),
    admin("/admin-dashboard/messages"),
    admin("/admin-dashboard/messages?q=maize"),
    admin(`/admin-dashboard/messages/${t.messageId}`),
    admin("/admin-dashboard/consultations"),
    admin("/admin-dashboard/consultations?status=pending"),
    admin("/admin-dashboard/payments"),
    admin("/admin-dashboard/payments/export.csv"),
    admin("/admin-dashboard/payments/coupons"),
    admin("/admin-dashboard/site-settings"),
    admin("/admin-dashboard/settings"),
  ];
}

/**
 * Runs the statements one after another on one connection: the fill's lanes run side by side,
 * each on its own table, so triggers that keep rollups never wait for each other.
 */
async function runLane(db: pg.Pool, steps: [string, string, unknown[]][]): Promise<void> {
  const client = await db.connect();
  try {
    // Durable enough for a database dropped in minutes; saves a disk flush per statement.
    await client.query("set synchronous_commit = off");
    for (const [label, sql, params] of steps) {
      await timed(label, async () => {
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(sql, params);
            return;
          } catch (error) {
            // Rollup triggers of two lanes may meet on one row; PostgreSQL undoes one side.
            if ((error as { code?: string }).code !== "40P01" || attempt === 3) throw error;
          }
        }
      });
    }
  } finally {
    client.release();
  }
}

/**
 * Fills the database to scale through the normal tables, every row keeping the schema's
 * constraints and foreign keys, and every trigger running except the content-version bumps
 * (one UPDATE of one row per inserted row, which in a transaction of 100,000 rows costs minutes):
 * those are switched off for the fill and the version is raised once at the end, as one change.
 */
async function fillToScale(db: pg.Pool): Promise<void> {
  const started = performance.now();
  console.log("\nFilling the database to scale:");
  const { rows: versionTriggers } = await db.query<{ rel: string; name: string }>(
    `select tgrelid::regclass::text as rel, tgname as name from pg_trigger
     where tgfoid = 'bump_content_version'::regproc and tgenabled <> 'D' and not tgisinternal`,
  );
  const setVersionTriggers = async (state: "disable" | "enable") => {
    for (const { rel, name } of versionTriggers) {
      await db.query(`alter table ${rel} ${state} trigger "${name.replaceAll('"', '""')}"`);
    }
  };
  await setVersionTriggers("disable");
  try {
    await fillRows(db);
  } finally {
    await setVersionTriggers("enable");
  }
  await db.query(
    `update content_version set version = version + 1, changed_at = now() where id = 1`,
  );
  await timed("vacuum analyze", () => db.query("vacuum (analyze)"));
  const { rows } = await db.query(
    `select (select count(*) from "user") as users, (select count(*) from courses) as courses,
            (select count(*) from lessons) as lessons,
            (select count(*) from course_enrollments) as enrolments,
            (select count(*) from lesson_progress) as "lesson progress",
            (select count(*) from consultations) as consultations,
            (select count(*) from contacts) as messages,
            (select count(*) from notifications where user_id = $1) as "learner's notifications"`,
    [LEARNER_ID],
  );
  const totals = Object.entries(rows[0] ?? {})
    .map(([name, n]) => `${Number(n).toLocaleString("en")} ${name}`)
    .join(", ");
  console.log(`  filled in ${seconds(started)}: ${totals}`);
}

async function fillRows(db: pg.Pool): Promise<void> {
  const users = SCALE.users;
  await runLane(db, [
    [
      `${users.toLocaleString("en")} accounts`,
      `insert into "user" (id, name, email, email_verified, role, status, created_at, updated_at)
       select 'bench-user-' || g,
              (${FIRST_NAMES})[1 + g % 30] || ' ' || (${LAST_NAMES})[1 + (g / 30) % 20],
              'bench.farmer' || g || '@farm.example', true,
              case when g % 400 = 0 then 'instructor' when g % 1000 = 1 then 'moderator' else 'user' end,
              case when g % 50 = 0 then 'suspended' when g % 20 = 0 then 'pending'
                   when g % 33 = 0 then 'inactive' else 'active' end,
              now() - g * interval '150 seconds', now() - g * interval '100 seconds'
       from generate_series(1, $1::int) g`,
      [users],
    ],
    [
      `${SCALE.courses} courses`,
      `insert into courses (id, slug, title, description, instructor, duration, category, level,
                            price_kobo, thumbnail, video_url, lessons_count, rating, modules, features,
                            is_published, created_at, updated_at)
       select md5('bench-course-' || c)::uuid,
              'bench-' || c || '-' || lower(regexp_replace((${CROPS})[1 + c % 12] || '-' || (${ASPECTS})[1 + (c / 12) % 8], '[^A-Za-z]+', '-', 'g')),
              (${CROPS})[1 + c % 12] || ' ' || (${ASPECTS})[1 + (c / 12) % 8] || ' ' || (1 + c / 96),
              'A practical course on ' || lower((${ASPECTS})[1 + (c / 12) % 8]) || ' for '
                || lower((${CROPS})[1 + c % 12]) || ' farmers: field methods, costs and what buyers ask for.',
              (${FIRST_NAMES})[1 + c % 30] || ' ' || (${LAST_NAMES})[1 + c % 20],
              (2 + c % 8) || ' weeks',
              ($2::text[])[1 + c % cardinality($2::text[])],
              ($3::text[])[1 + c % cardinality($3::text[])],
              0, (select thumbnail from courses where thumbnail is not null order by created_at limit 1),
              null, $4::int, 3.5 + (c % 16) / 10.0, '["Basics", "In the field", "Selling"]'::jsonb,
              '["Certificate", "Lifetime access"]'::jsonb,
              c % 25 <> 0, now() - c * interval '17 hours', now() - c * interval '16 hours'
       from generate_series(1, $1::int) c`,
      [SCALE.courses, COURSE_CATEGORY_SLUGS, COURSE_LEVELS, SCALE.lessonsPerCourse],
    ],
    [
      `${(SCALE.courses * SCALE.lessonsPerCourse).toLocaleString("en")} lessons`,
      `insert into lessons (id, course_id, order_index, title, description, duration,
                            duration_seconds, type, video_url, created_at, updated_at)
       select md5('bench-lesson-' || c || '-' || l)::uuid, md5('bench-course-' || c)::uuid, l,
              'Lesson ' || (l + 1) || ': ' || (array['Getting started', 'Planning', 'In the field',
                'Care and protection', 'Harvest', 'Selling'])[1 + l % 6],
              'What to do, step by step, and the mistakes that cost most.', '12 min', 720, 'video',
              (select video_url from lessons where type = 'video' and video_url is not null limit 1),
              now() - c * interval '17 hours', now() - c * interval '17 hours'
       from generate_series(1, $1::int) c, generate_series(0, $2::int - 1) l`,
      [SCALE.courses, SCALE.lessonsPerCourse],
    ],
  ]);

  // The courses learners enrol in: every free published course, the demo ones included, so the
  // demo pages measured (the course page, its learners) show scale too.
  const { rows: pool } = await db.query<{ id: string }>(
    `select id from courses where is_published and price_kobo = 0 order by created_at, id`,
  );
  const courseIds = pool.map((row) => row.id);
  // User g's k-th course: distinct for k = 0…4 since k * step < the pool's size.
  const step = Math.floor(courseIds.length / SCALE.enrolmentsPerUser);
  const courseOf = `($3::uuid[])[1 + (g * 7 + k * ${step}) % cardinality($3::uuid[])]`;
  const progressOf = `(case when (g + k) % 5 = 0 then 100 else (g * 13 + k * 29) % 100 end)`;
  const enrolledAt = `(now() - ((g * 5 + k) % 720) * interval '1 day' - (g % 86400) * interval '1 second')`;
  const batches: [number, number][] = [];
  for (let from = 1; from <= users; from += USERS_PER_BATCH) {
    batches.push([from, Math.min(users, from + USERS_PER_BATCH - 1)]);
  }
  const perUser = SCALE.enrolmentsPerUser;

  const enrolments: [string, string, unknown[]][] = batches.map(([from, to]) => [
    `enrolments of accounts ${from}-${to}`,
    `insert into course_enrollments (user_id, course_id, progress, watch_seconds, score,
                                     completed_at, created_at, updated_at)
     select 'bench-user-' || g, ${courseOf}, ${progressOf}, ${progressOf} * 36,
            case when ${progressOf} = 100 then 60 + g % 41 end,
            case when ${progressOf} = 100 then least(now(), ${enrolledAt} + interval '20 days') end,
            ${enrolledAt}, least(now(), ${enrolledAt} + interval '20 days')
     from generate_series($1::int, $2::int) g, generate_series(0, ${perUser - 1}) k`,
    [from, to, courseIds],
  ]);
  // The first lessons of each enrolment's course, as far as its progress goes.
  const progress: [string, string, unknown[]][] = batches.map(([from, to]) => [
    `lesson progress of accounts ${from}-${to}`,
    `insert into lesson_progress (user_id, course_id, lesson_id, watched_percentage,
                                  position_seconds, completed_at, created_at, updated_at)
     select 'bench-user-' || g, l.course_id, l.id, p.pct, p.pct * 7,
            case when p.pct = 100 then ${enrolledAt} + l.n * interval '1 day' end,
            ${enrolledAt}, ${enrolledAt} + l.n * interval '1 day'
     from generate_series($1::int, $2::int) g
     cross join generate_series(0, ${perUser - 1}) k
     join (select id, course_id,
                  (row_number() over (partition by course_id order by order_index, id))::int as n
           from lessons) l on l.course_id = ${courseOf} and l.n <= ${SCALE.progressPerEnrolment}
     cross join lateral (select least(100, greatest(0, ${progressOf} * 3 - (l.n - 1) * 100)) as pct) p`,
    [from, to, courseIds],
  ]);
  const learner: [string, string, unknown[]][] = [
    [
      `the learner's ${SCALE.learnerEnrolments} enrolments, progress and certificates`,
      `with picked as (
         select c.id, c.title, c.instructor, c.category, c.duration, row_number() over (order by c.id) as n
         from courses c where c.slug like 'bench-%' and c.is_published
           and not exists (select 1 from course_enrollments e where e.course_id = c.id and e.user_id = $1)
         limit $2
       ), enrolled as (
         insert into course_enrollments (user_id, course_id, progress, watch_seconds, score, completed_at, created_at, updated_at)
         select $1, id, case when n <= $3 then 100 else (n * 17) % 100 end, 1800,
                case when n <= $3 then 70 + n % 30 end, case when n <= $3 then now() - n * interval '1 day' end,
                now() - n * interval '3 days', now() - n * interval '1 day'
         from picked returning course_id, progress
       ), lessons_done as (
         insert into lesson_progress (user_id, course_id, lesson_id, watched_percentage, position_seconds, completed_at)
         select $1, l.course_id, l.id, 100, 700, now() - interval '1 day'
         from enrolled e join lessons l on l.course_id = e.course_id
         where e.progress = 100 or l.order_index < 2
       )
       insert into certificates (code, user_id, course_id, learner_name, course_title, instructor, category, duration, score)
       select 'AFA-BNCH-' || lpad(n::text, 4, '0') || '-0001', $1, id, 'Amaka Learner', title, instructor, category, duration, 80
       from picked where n <= $3`,
      [LEARNER_ID, SCALE.learnerEnrolments, SCALE.learnerCertificates],
    ],
    [
      `the learner's ${SCALE.learnerNotifications.toLocaleString("en")} notifications and ${SCALE.learnerActivity.toLocaleString("en")} study sessions`,
      `with notes as (
         insert into notifications (user_id, type, title, message, link, read_at, created_at)
         select $1, ($3::text[])[1 + g % cardinality($3::text[])], 'Update ' || g,
                'Something happened in one of your courses (' || g || ').', '/dashboard/my-courses',
                case when g > 12 then now() - g * interval '1 hour' end, now() - g * interval '2 hours'
         from generate_series(1, $2::int) g returning 1
       )
       insert into learning_activity (user_id, course_id, lesson_id, watch_seconds, occurred_at)
       select $1, e.course_id, null, 300 + g % 900, now() - g * interval '4 hours'
       from generate_series(1, $4::int) g
       join lateral (select course_id from course_enrollments where user_id = $1
                     order by course_id offset (g % 50) limit 1) e on true`,
      [LEARNER_ID, SCALE.learnerNotifications, NOTIFICATION_TYPES, SCALE.learnerActivity],
    ],
  ];
  const requests: [string, string, unknown[]][] = [
    [
      `${SCALE.consultations.toLocaleString("en")} consultations`,
      `insert into consultations (user_id, name, email, phone, farm_size, crop_type, plan,
                                  preferred_date, preferred_time, message, status, created_at, updated_at)
       select case when g % 3 = 0 then 'bench-user-' || (1 + g * 7 % $2::int) end,
              (${FIRST_NAMES})[1 + g % 30] || ' ' || (${LAST_NAMES})[1 + (g / 30) % 20],
              'bench.request' || g || '@farm.example', '+23480' || lpad((g % 100000000)::text, 8, '0'),
              (1 + g % 40) || ' hectares', (${CROPS})[1 + g % 12],
              ($3::text[])[1 + g % cardinality($3::text[])],
              (now() + (g % 30 - 10) * interval '1 day')::date,
              ($4::text[])[1 + g % cardinality($4::text[])],
              'We grow ' || lower((${CROPS})[1 + g % 12]) || ' and want advice on ' ||
                lower((${ASPECTS})[1 + g % 8]) || ' before the next season.',
              ($5::text[])[1 + (g / 7) % cardinality($5::text[])],
              now() - g * interval '5 minutes', now() - g * interval '4 minutes'
       from generate_series(1, $1::int) g`,
      [SCALE.consultations, users, CONSULTATION_PLANS, CONSULTATION_TIMES, CONSULTATION_STATUSES],
    ],
    [
      `${SCALE.contacts.toLocaleString("en")} contact messages`,
      `insert into contacts (name, email, phone, company, subject, message, read_at, created_at)
       select (${FIRST_NAMES})[1 + g % 30] || ' ' || (${LAST_NAMES})[1 + (g / 30) % 20],
              'bench.message' || g || '@farm.example',
              case when g % 2 = 0 then '+23470' || lpad((g % 100000000)::text, 8, '0') end,
              case when g % 5 = 0 then (${LAST_NAMES})[1 + g % 20] || ' Farms Ltd' end,
              ($2::text[])[1 + g % cardinality($2::text[])],
              'Question about ' || lower((${CROPS})[1 + g % 12]) || ': ' ||
                lower((${ASPECTS})[1 + (g / 12) % 8]) || '. Please call me back. (' || g || ')',
              case when g % 10 <> 0 then now() - g * interval '5 minutes' + interval '1 hour' end,
              now() - g * interval '5 minutes'
       from generate_series(1, $1::int) g`,
      [SCALE.contacts, CONTACT_SUBJECT_VALUES],
    ],
  ];
  // Two lanes on two connections, of about equal work: the enrolments and the first part of the
  // lesson progress, and the rest of it and the requests.
  const split = Math.round(progress.length * 0.3);
  await Promise.all([
    runLane(db, [...enrolments, ...progress.slice(0, split), ...learner]),
    runLane(db, [...progress.slice(split), ...requests]),
  ]);
}

// ——— The run ———

function printTable(pages: Page[], demo: Map<string, Figures>, scale: Map<string, Figures>) {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = (f: Figures | undefined) =>
    !f ? "-" : f.status !== 200 ? `HTTP ${f.status}` : f.rows === null ? "-" : String(f.rows);
  const header = [
    "page",
    "demo ms",
    "demo KB br",
    "demo rows",
    "scale ms",
    "scale KB br",
    "scale rows",
    "demo KB raw",
    "scale KB raw",
  ];
  const lines = pages.map((page) => {
    const d = demo.get(keyOf(page));
    const s = scale.get(keyOf(page));
    const who = page.as === "anonymous" ? "" : ` (${page.as})`;
    // Ids make the lines long and say nothing: the course, lesson, item and message are demo rows.
    const shown = page.path.replace(
      /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
      ":id",
    );
    return [
      `${shown}${who}`,
      d ? d.ms.toFixed(0) : "-",
      d ? kb(d.br) : "-",
      rows(d),
      s ? s.ms.toFixed(0) : "-",
      s ? kb(s.br) : "-",
      rows(s),
      d ? kb(d.raw) : "-",
      s ? kb(s.raw) : "-",
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => (line[i] ?? "").length)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(" | ")} |`;
  console.log(`\n${format(header)}`);
  console.log(
    `|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`,
  );
  for (const line of lines) console.log(format(line));
  console.log(
    [
      "",
      `ms: median of ${RUNS} requests (Accept-Encoding: br; the CSV exports 2) after one uncompressed request.`,
      "KB: bytes sent / 1024, with brotli and without compression (raw).",
      "rows: in <main> without its <nav>s, the most of: <li> not inside another <li>, <tr> in a <tbody>,",
      "<article>; for JSON the length of the top-level arrays, for CSV the lines after the header,",
      "for the sitemap its <url>s.",
    ].join("\n"),
  );
}

const ran = await withThrowawayDatabase(PG_URL, async (databaseUrl) => {
  const started = performance.now();
  const server = await timed("server started on a new database (migrations, demo content)", () =>
    startBenchServer({
      buildDir: BUILD_DIR,
      port: PORT,
      databaseUrl,
      admin: ADMIN,
      seedDemo: true,
    }),
  );
  const db = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  try {
    await addLearner(db);
    const cookies: Record<Viewer, string> = {
      // Any cookie bypasses the visitors' page cache: the public pages are rendered each time,
      // so their figures are what the first visitor after a change waits for, not a cache hit.
      anonymous: "afa_bench=render",
      admin: await signInWithForm(server.base, ADMIN),
      learner: await signInWithForm(server.base, LEARNER),
    };
    const pages = listPages(await findTargets(db));
    console.log(`\nDemo size: ${pages.length} pages`);
    const demo = await measureAll(server.base, pages, cookies);
    await fillToScale(db);
    console.log("\nAt scale:");
    const scale = await measureAll(server.base, pages, cookies);
    printTable(pages, demo, scale);
    console.log(`whole run: ${seconds(started)}`);
  } finally {
    await db.end();
    await server.stop();
  }
  return true;
});
if (ran === null) {
  console.error(`No PostgreSQL server answers at ${PG_URL}: set BENCH_PG_URL.`);
  process.exit(2);
}
agent.destroy();
