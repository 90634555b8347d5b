// Writes the installed app's icons (public/icons/*.png) from our mark (public/favicon.svg) with
// Debian's ffmpeg (its librsvg decoder): "any" icons as the mark is, "maskable" ones on a full
// green square with the mark inside the safe circle (80%), as launchers crop them.
//   npm run icons
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const mark = readFileSync("public/favicon.svg", "utf8");
const inner = mark
  .replace(/^<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<title>.*?<\/title>/, "");
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1e5b2a"/><g transform="translate(6 6) scale(0.7)">${inner}</g></svg>`;

const work = mkdtempSync(path.join(tmpdir(), "afa-icons-"));
const sources = { any: mark, maskable };
for (const [purpose, svg] of Object.entries(sources)) {
  const source = path.join(work, `${purpose}.svg`);
  writeFileSync(source, svg);
  for (const size of [192, 512]) {
    const out = `public/icons/icon-${purpose}-${size}.png`;
    execFileSync("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-y",
      "-width",
      String(size),
      "-height",
      String(size),
      "-i",
      source,
      "-frames:v",
      "1",
      "-pix_fmt",
      "rgba",
      out,
    ]);
    console.log(out);
  }
}
