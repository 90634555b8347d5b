import { test } from "./fixtures";
import { checkPageInLanguage, OTHER_LOCALES } from "./support/i18n";
import { ADMIN_PAGES, adminCoursePages } from "./support/pages";

/** The tabs in groups of a few pages: each group is a test of its own, with its own time. */
const GROUPS = Array.from({ length: Math.ceil(ADMIN_PAGES.length / 6) }, (_, i) =>
  ADMIN_PAGES.slice(i * 6, i * 6 + 6),
);

for (const locale of OTHER_LOCALES) {
  test.describe(`the admin area in ${locale}: renders in it, axe finds nothing (a quarter of the pages each), no English words`, () => {
    test.describe.configure({ timeout: 300_000 });
    for (const [index, group] of GROUPS.entries()) {
      test(`tabs ${index + 1}: ${group.join(", ")}`, async ({ newAdminPage }) => {
        const page = await newAdminPage();
        for (const path of group) await checkPageInLanguage(page, path, locale);
      });
    }
    test("a demo course's pages", async ({ newAdminPage }) => {
      const page = await newAdminPage();
      for (const path of await adminCoursePages(page))
        await checkPageInLanguage(page, path, locale);
    });
  });
}
