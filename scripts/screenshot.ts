// Full-page screenshots of pages at phone (360 px) and desktop (1280 px) widths, optionally signed
// in, to look at what we build the way a visitor sees it.
//   npx tsx scripts/screenshot.ts --base http://127.0.0.1:4410 --out .tmp/shots \
//     [--login email:password] /dashboard /settings
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROME_ARGS, CHROME_PATH } from "../tests/support/e2e-env";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://127.0.0.1:3000" },
    out: { type: "string", default: ".tmp/shots" },
    login: { type: "string" },
    widths: { type: "string", default: "360,1280" },
  },
});

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
await mkdir(values.out, { recursive: true });
try {
  for (const width of values.widths.split(",").map(Number)) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    if (values.login) {
      const [email, password] = values.login.split(":");
      await page.goto(`${values.base}/login`);
      await page.getByLabel("Email address").fill(email ?? "");
      await page.getByLabel("Password", { exact: true }).fill(password ?? "");
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    }
    for (const pathname of positionals) {
      await page.goto(`${values.base}${pathname}`, { waitUntil: "networkidle" });
      const name = `${pathname.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}-${width}.png`;
      await page.screenshot({ path: path.join(values.out, name), fullPage: true });
      console.log(path.join(values.out, name));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
