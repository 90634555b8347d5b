import type { Page } from "@playwright/test";

/**
 * Collects the page's Content Security Policy violations: the console's messages and the
 * browser's own report, which also catches what a script tried and caught (eval). Call before
 * the page loads.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|^CSP /i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.log(`CSP ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return violations;
}
