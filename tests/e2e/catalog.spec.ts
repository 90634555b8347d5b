import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { MEDIA_FILE_SIZES } from "../../app/db/seed/data/media-sizes";
import { formatFileSize } from "../../app/lib/format";
import { expect, test } from "./fixtures";
import { testAxeOnPages } from "./support/axe";
import { courseCard, payWithTestGateway } from "./support/learner";

const CASSAVA = { slug: "cassava-production-for-profit", title: "Cassava Production for Profit" };
const POULTRY = { slug: "commercial-poultry-management", title: "Commercial Poultry Management" };
const CATFISH = { slug: "catfish-farming-for-beginners", title: "Catfish Farming for Beginners" };

/**
 * A signed-out visitor presses the enrol button (`button`) on the catalogue card of `title`: they
 * are sent to log in with the Login Required toast, to come back to `back` after (the catalogue
 * for a free course, the checkout for a priced one).
 */
async function enrolSignedOut(page: Page, title: string, button: RegExp, back: RegExp) {
  await page.goto("/academy");
  await courseCard(page, title).getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(back);
  await expect(page.getByText("Login Required")).toBeVisible();
}

test.describe("the academy catalogue", () => {
  test("a visitor sees the sign-up call to action, priced courses locked, free ones open to sign up, and the enrol labels", async ({
    page,
  }) => {
    await page.goto("/academy");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Create a free account to start learning")).toBeVisible();
    await expect(page.getByRole("link", { name: "Sign up free" })).toHaveAttribute(
      "href",
      "/register",
    );
    await expect(page.getByText(/Welcome back/)).toHaveCount(0);

    const cassava = courseCard(page, CASSAVA.title);
    await expect(cassava.getByText("Sign up to start", { exact: false })).toBeVisible();
    await expect(cassava.getByText("Locked", { exact: false })).toHaveCount(0);
    await expect(cassava.getByText("Price: Free", { exact: true })).toBeVisible();
    await expect(cassava.getByRole("button", { name: /^Enroll Free/ })).toBeVisible();

    const poultry = courseCard(page, POULTRY.title);
    await expect(poultry.getByText("Locked", { exact: false })).toBeVisible();
    await expect(
      poultry.getByText("create a free account to enroll in this course"),
    ).toBeAttached();
    await expect(poultry.getByText("Price: ₦25,000", { exact: true })).toBeVisible();
    await expect(poultry.getByRole("button", { name: /^Enroll Now/ })).toBeVisible();

    // Thumbnails have their size, so nothing jumps as they load.
    const img = cassava.locator("img").first();
    await expect(img).toHaveAttribute("width", "640");
    await expect(img).toHaveAttribute("height", "360");
  });

  test("a visitor who clicks enrol is asked to log in and comes back to the catalogue", async ({
    page,
  }) => {
    await enrolSignedOut(page, CASSAVA.title, /^Enroll Free/, /\/login\?redirectTo=%2Facademy$/);
    await expect(page.getByText("Please login to enroll in a course.")).toBeVisible();
  });

  test("a learner buys a course from the catalogue, finds it on the dashboard, and cannot enrol twice", async ({
    page,
    context,
    signUp,
  }) => {
    await signUp("enrol");

    await page.goto("/academy");
    // No enrolment yet: a first visit is welcomed, not welcomed back.
    await expect(page.getByText(/^Welcome, .+!$/)).toBeVisible();
    await expect(page.getByText(/You have completed 0 of \d+ courses\./)).toBeVisible();
    await expect(page.getByText("Create a free account to start learning")).toHaveCount(0);
    await expect(courseCard(page, CATFISH.title).getByText("Locked")).toHaveCount(0);

    // A second tab still showing the old page: its enrol button will race the first.
    const stale = await context.newPage();
    await stale.goto("/academy");

    // A course's students are its enrolled learners: one more as soon as this learner enrols
    // ("New course" while there are none).
    const students = courseCard(page, CATFISH.title).getByText(/^([\d,]+ students?|New course)$/);
    const before = Number((await students.textContent())?.replace(/\D/g, "") || 0);
    await courseCard(page, CATFISH.title)
      .getByRole("button", { name: /^Enroll Now/ })
      .click();
    // A priced course: its checkout, paid through the test gateway.
    await payWithTestGateway(page);
    await expect(page.getByText("You have been enrolled in the course.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/academy/${CATFISH.slug}$`));
    // "Continue" takes the learner into the course itself, not to the dashboard's front page.
    const intoCourse = /\/dashboard\/courses\/[0-9a-f-]{36}\/content$/;
    await expect(page.getByRole("main").getByRole("link", { name: /^Continue/ })).toHaveAttribute(
      "href",
      intoCourse,
    );
    await page.goto("/academy");
    const continueLink = courseCard(page, CATFISH.title).getByRole("link", { name: /^Continue/ });
    await expect(continueLink).toBeVisible();
    await expect(continueLink).toHaveAttribute("href", intoCourse);
    await expect(students).toHaveText(
      `${(before + 1).toLocaleString("en-NG")} ${before + 1 === 1 ? "student" : "students"}`,
    );

    await page.goto("/dashboard");
    await expect(
      page
        .getByRole("region", { name: "Continue Learning" })
        .getByRole("heading", { name: CATFISH.title }),
    ).toBeVisible();

    await courseCard(stale, CATFISH.title)
      .getByRole("button", { name: /^Enroll Now/ })
      .click();
    await expect(stale.getByText("Already Enrolled", { exact: true })).toBeVisible();
    await expect(stale.getByText("You are already enrolled in this course.")).toBeVisible();
  });

  test("the training page enrols with Enrol Now, then offers Continue Training", async ({
    page,
    signUp,
  }) => {
    await page.goto("/training");
    await expect(page.getByRole("heading", { name: "Featured Programs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Learning Resources" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Account" })).toHaveAttribute(
      "href",
      "/register",
    );
    const resources = page.locator('a[href^="/journey/"]');
    await expect(resources).toHaveCount(4);

    await signUp("training");
    await page.goto("/training");
    await expect(page.getByRole("link", { name: "Create Account" })).toHaveCount(0);
    // Staff tests running beside this one publish courses, which change the newest three:
    // follow one program by its title rather than by its place in the list.
    const program = page
      .getByRole("article")
      .filter({ has: page.getByRole("button", { name: /^Enroll Now/ }) })
      .filter({ has: page.getByLabel(/^Play the introduction to/) })
      .first();
    const title = (await program.getByRole("heading").first().textContent())?.trim() ?? "";
    expect(title).not.toBe("");
    await courseCard(page, title)
      .getByRole("button", { name: /^Enroll Now/ })
      .click();
    // A free program enrols at once; a priced one goes to its checkout first.
    await page.waitForURL(/\/training$|\/checkout$/);
    if (page.url().endsWith("/checkout")) {
      await payWithTestGateway(page);
      await page.goto("/training");
    } else {
      await expect(page.getByText("Enrollment successful!")).toBeVisible();
      await expect(page).toHaveURL(/\/training$/);
    }

    await courseCard(page, title)
      .getByRole("button", { name: /^Continue Training/ })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("video")).toBeAttached();
    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toHaveCount(0);
  });

  test("the intro video opens in a dialog, fetches nothing before play, and closes", async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (/\.mp4(\?|$)/.test(request.url())) videoRequests.push(request.url());
    });
    await page.goto("/academy", { waitUntil: "networkidle" });
    expect(videoRequests).toEqual([]);

    await page.getByRole("button", { name: `Play the introduction to ${CASSAVA.title}` }).click();
    const dialog = page.getByRole("dialog", { name: CASSAVA.title });
    await expect(dialog).toBeVisible();
    const video = dialog.locator("video");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("poster", "/media/video/afa-intro-poster.jpg");
    await expect(video.locator("source")).toHaveAttribute("src", "/media/video/afa-intro.mp4");
    const axe = await new AxeBuilder({ page })
      .include("dialog[open]")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await dialog.getByRole("button", { name: "Close video" }).click();
    await expect(dialog).toHaveCount(0);
    // Focus returns to the control that opened it.
    await expect(
      page.getByRole("button", { name: `Play the introduction to ${CASSAVA.title}` }),
    ).toBeFocused();

    await page.getByRole("button", { name: `Play the introduction to ${POULTRY.title}` }).click();
    await expect(page.getByRole("dialog", { name: POULTRY.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("a course page shows the course, its lessons, resources, video and Course JSON-LD", async ({
    page,
  }) => {
    const cspViolations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const response = await page.goto(`/academy/${CASSAVA.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: CASSAVA.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(CASSAVA.title));
    await expect(page.getByRole("heading", { name: "What you will learn" })).toBeVisible();
    const lessons = page.getByRole("region", { name: "Lessons" }).getByRole("listitem");
    await expect(lessons).toHaveCount(5);
    await expect(lessons.first()).toContainText("Why cassava, and which variety to plant");
    // The film the demo lessons play is 12 seconds long, and the card says so.
    await expect(lessons.first()).toContainText("0:12");
    await expect(
      page.getByRole("link", { name: /Cassava Production Field Guide/ }),
    ).toHaveAttribute("href", "/media/guides/cassava-production-guide.pdf");
    // The guide's real size, as the seed recorded it from the file.
    const size = formatFileSize(MEDIA_FILE_SIZES["/media/guides/cassava-production-guide.pdf"]);
    await expect(page.getByText(`PDF, ${size}`)).toBeVisible();
    const video = page.locator("video#intro-video");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("poster", "/media/video/afa-intro-poster.jpg");
    await expect(page.getByRole("button", { name: /^Enroll Free/ })).toBeVisible();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/media\/courses\/crops\.svg$/,
    );

    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    );
    expect(ld).toMatchObject({
      "@type": "Course",
      name: CASSAVA.title,
      provider: { "@type": "Organization" },
      offers: { price: 0, priceCurrency: "NGN" },
      hasCourseInstance: { "@type": "CourseInstance", courseMode: "Online" },
    });
    // The workload is the lessons' measured media, never a made-up figure.
    expect(ld.hasCourseInstance.courseWorkload).toMatch(/^PT(\d+H)?(\d+M)?$/);
    expect(cspViolations).toEqual([]);

    expect((await page.goto("/academy/beekeeping-and-honey-processing"))?.status()).toBe(404);
    expect((await page.goto("/academy/no-such-course"))?.status()).toBe(404);
  });
});

test.describe("the academy without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("filters and searches through the URL, and says when nothing matches", async ({ page }) => {
    await page.goto("/academy");
    await page.getByLabel("Category").selectOption("crops");
    await page.getByLabel("Search courses").fill("cassava");
    await page.getByRole("button", { name: "Search", exact: true }).click();

    const url = new URL(page.url());
    expect(url.pathname).toBe("/academy");
    expect(url.searchParams.get("category")).toBe("crops");
    expect(url.searchParams.get("q")).toBe("cassava");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(courseCard(page, CASSAVA.title)).toBeVisible();
    await expect(page.getByLabel("Category")).toHaveValue("crops");
    await expect(page.getByLabel("Search courses")).toHaveValue("cassava");

    await page.getByLabel("Category").selectOption("all");
    await page.getByLabel("Search courses").fill("zzqx no such thing");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("No courses found")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);

    // A shared link lands on the same results.
    await page.goto("/academy?category=livestock&q=POULTRY");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(courseCard(page, POULTRY.title)).toBeVisible();
  });

  test("the play control leads to the course page, where the video is inline", async ({ page }) => {
    await page.goto("/academy");
    await page.getByRole("link", { name: `Play the introduction to ${CASSAVA.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/academy/${CASSAVA.slug}#intro-video$`));
    await expect(page.locator("video#intro-video")).toBeVisible();
  });

  test("enrolling as a visitor still answers 'Login Required'", async ({ page }) => {
    await enrolSignedOut(
      page,
      POULTRY.title,
      /^Enroll Now/,
      new RegExp(`/login\\?redirectTo=%2Facademy%2F${POULTRY.slug}%2Fcheckout$`),
    );
  });
});

testAxeOnPages(
  (width) => `catalogue accessibility at ${width}px`,
  ["/academy", `/academy/${CASSAVA.slug}`, "/training", "/academy?q=zzqx"],
);
