import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { lessonNav, openCourseContent, playVideo, progressSaved } from "./support/course-player";
import { enrolFree } from "./support/learner";

/**
 * A free demo course with four lessons, each playing the 12 s demo clip, and no final assessment:
 * its lessons alone complete it (assessments.spec.ts covers a course with one).
 */
const RECORDS = {
  slug: "farm-records-on-your-phone",
  title: "Farm Records on Your Phone",
  lessons: 4,
};
// A name the standard PDF fonts cannot write as such: the PDF must still be made.
const NAME = "Ngozi Ẹ̀bùbẹ̀";
const CODE = /^AFA-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

/** The public verification page of the learner's certificate: their name and the course. */
async function expectVerifiedCertificate(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Verified certificate" })).toBeVisible();
  const certificate = page.getByRole("article", { name: "Verified certificate" });
  await expect(certificate.getByText(NAME, { exact: true })).toBeVisible();
  await expect(certificate.getByText(RECORDS.title, { exact: true })).toBeVisible();
}

/** Plays every lesson of the open course to its end, in order, with Next lesson between them. */
async function playAllLessons(page: Page, count: number) {
  for (let lesson = 1; lesson <= count; lesson += 1) {
    await expect(page.getByText(new RegExp(`^Lesson ${lesson} of ${count}`))).toBeVisible();
    const saved = progressSaved(page, 100);
    await playVideo(page);
    await saved;
    if (lesson < count) {
      await lessonNav(page).getByRole("link", { name: "Next lesson" }).click();
    }
  }
}

test.describe("certificates", () => {
  // Sign-up, enrolment and four lessons at normal speed (48 s of video) come before the certificate.
  test.describe.configure({ timeout: 180_000 });

  test("completing a course issues a certificate: listed, downloaded as PDF, verifiable by anyone", async ({
    page,
    browser,
    outbox,
    signUp,
  }) => {
    const email = await signUp("cert", { name: NAME });
    await enrolFree(page, RECORDS);

    // Before: nothing earned yet, and the empty page leads to My Courses.
    await page.goto("/dashboard/certificates");
    await expect(page.getByRole("heading", { level: 1, name: "Certificates" })).toBeVisible();
    await expect(page.getByText("You have no certificates yet.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to My Courses" })).toHaveAttribute(
      "href",
      "/dashboard/my-courses",
    );

    await openCourseContent(page, RECORDS.title);
    await playAllLessons(page, RECORDS.lessons);
    await expect(page.getByRole("link", { name: /Course Complete/ })).toBeVisible();

    // The e-mail gives the verification code.
    const mail = await outbox.waitForMessage({ to: email, subject: /Your certificate for/ });
    expect(mail.subject).toContain(RECORDS.title);

    await page.goto("/dashboard/certificates");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: RECORDS.title, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText("Verified", { exact: true })).toBeVisible();
    await expect(card.getByText("Instructor: Engr. Chinedu Eze")).toBeVisible();
    await expect(card.getByText("Technology")).toBeVisible();
    // The course has no final assessment: no score, and no made-up average.
    await expect(card.getByText("Score")).toHaveCount(0);
    const code = (
      await card
        .getByRole("term")
        .filter({ hasText: "Verification code" })
        .locator("xpath=following-sibling::dd")
        .textContent()
    )?.trim();
    expect(code).toMatch(CODE);
    expect(mail.text).toContain(`/certificates/${code}`);

    const figures = page.getByRole("region", { name: "Your certificate statistics" });
    const figure = (label: string) =>
      figures
        .locator("div")
        .filter({ has: page.getByRole("term").filter({ hasText: label }) })
        .getByRole("definition");
    await expect(figure("Certificates Earned")).toContainText("1");
    // No final assessment passed yet: the panel says what earns a score, not a bare dash.
    await expect(figure("Average Score")).toContainText("No scores yet");
    await expect(figure("Excellence Awards")).toContainText("90% or more");
    await expect(figure("Categories")).toContainText("1");
    await expectNoAxeViolations(page);

    // The filter is a set of links: the pending list is empty, the verified one has it.
    await page.getByRole("link", { name: "Pending (0)" }).click();
    await expect(page).toHaveURL(/\?status=pending$/);
    await expect(page.getByText("No certificates are waiting to be issued.")).toBeVisible();
    await page.getByRole("link", { name: "Verified (1)" }).click();
    await expect(card).toHaveCount(1);

    // Download PDF: an attachment named after the code, a real PDF.
    const downloading = page.waitForEvent("download");
    await card.getByRole("link", { name: /^Download PDF/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`afa-certificate-${code}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // The learner's own link to the public page.
    await card.getByRole("link", { name: /^View verification page/ }).click();
    await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
    await expectVerifiedCertificate(page);

    // Anyone, signed out, can check it (the code typed in lower case works too).
    const visitor = await browser.newContext();
    try {
      const stranger = await visitor.newPage();
      const response = await stranger.goto(`/certificates/${code?.toLowerCase()}`);
      expect(response?.status()).toBe(200);
      await expectVerifiedCertificate(stranger);
      await expect(stranger.getByText(email)).toHaveCount(0);
      await expectNoAxeViolations(stranger);

      // The PDF stays the learner's.
      const pdfResponse = await stranger.request.get(`/dashboard/certificates/${code}/pdf`, {
        maxRedirects: 0,
      });
      expect(pdfResponse.status()).toBe(302);
    } finally {
      await visitor.close();
    }
  });

  test("an unknown code shows that no certificate has it", async ({ page }) => {
    const response = await page.goto("/certificates/AFA-0000-0000-0000");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { level: 1, name: "No certificate with this code" }),
    ).toBeVisible();
    await expect(page.getByText("AFA-0000-0000-0000")).toBeVisible();
  });
});
