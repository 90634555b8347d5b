// Renders the sharing picture (1200×630) and the 512 px logo from our own SVG artwork with the
// system Chromium, then reduces them to a palette PNG with ffmpeg.
//   npx tsx scripts/og-image/make-og-image.ts (needs ffmpeg: apt-get install -y ffmpeg)
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROME_ARGS, CHROME_PATH } from "../../tests/support/e2e-env";

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, "../..");
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_ARGS });
async function render(svgFile: string, width: number, height: number, out: string) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  const svg = readFileSync(path.join(here, svgFile), "utf8");
  await page.setContent(
    `<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`,
  );
  const raw = path.join(os.tmpdir(), `${path.basename(out, ".png")}-raw.png`);
  await page.screenshot({ path: raw, omitBackground: true, clip: { x: 0, y: 0, width, height } });
  await page.close();
  // A 96-colour palette: flat artwork stays crisp at a third of the size.
  execFileSync("ffmpeg", [
    "-hide_banner",
    "-loglevel",
    "error",
    "-y",
    "-i",
    raw,
    "-vf",
    "split[a][b];[a]palettegen=max_colors=96[p];[b][p]paletteuse=dither=none",
    out,
  ]);
  console.log(out, statSync(out).size, "bytes");
}
await render("og-artwork.svg", 1200, 630, path.join(root, "public/og-default.png"));
await render("logo.svg", 512, 512, path.join(root, "public/logo.png"));
await browser.close();
