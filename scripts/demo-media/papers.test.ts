// The demo research papers are real multi-page papers: each committed PDF is the one its text
// produces, has several pages, the usual sections and a table, says on its first page that it is a
// demonstration paper, and agrees with its abstract and with the demo data set it draws on.
import { readFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEMO_PAPERS } from "~/db/seed/data/research";
import { pct, soilFigures } from "./paper-figures";
import { renderPaper } from "./paper-pdf";

const RESEARCH = path.resolve(process.cwd(), "public", "media", "research");
const committed = (file: string) => readFileSync(path.join(RESEARCH, `${file}.pdf`));

/** Page objects (`/Type /Page`, not the `/Type /Pages` tree above them). */
const pageCount = (pdf: Buffer) =>
  pdf.toString("latin1").match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;

/** The lines of text drawn on each page, in order: every content stream, inflated, its hex strings decoded. */
function textLines(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const lines: string[] = [];
  for (const match of raw.matchAll(/<<((?:(?!>>)[\s\S])*)>>\s*stream\r?\n/g)) {
    const length = Number(/\/Length (\d+)/.exec(match[1] ?? "")?.[1]);
    const start = (match.index ?? 0) + match[0].length;
    const bytes = pdf.subarray(start, start + length);
    const content = (/FlateDecode/.test(match[1] ?? "") ? inflateSync(bytes) : bytes).toString(
      "latin1",
    );
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(shown[1] ?? "", "hex").toString("latin1"));
    }
  }
  return lines;
}

/** Numbers as written ("12,500", "24.6", "55%") and parsed. */
const numbersIn = (text: string) =>
  [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replaceAll(",", "")));

describe("demo research papers", () => {
  it.each(DEMO_PAPERS.map((p) => [p.file, p] as const))(
    "%s.pdf is a multi-page paper with the usual sections",
    (file) => {
      const pdf = committed(file);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const pages = pageCount(pdf);
      expect(pages).toBeGreaterThanOrEqual(3);
      expect(pages).toBeLessThanOrEqual(6);
      expect(pdf.length).toBeLessThan(100 * 1024);

      const lines = textLines(pdf);
      expect(lines).toContain("Abstract");
      expect(
        lines.some((l) => /^\d+\.\s.*\bmethods?\b/i.test(l)),
        "a Methods section",
      ).toBe(true);
      expect(
        lines.some((l) => /^\d+\.\s+Results$/.test(l)),
        "a Results section",
      ).toBe(true);
      expect(
        lines.some((l) => /^\d+\.\s+Discussion$/.test(l)),
        "a Discussion section",
      ).toBe(true);
      expect(lines.some((l) => /^\d+\.\s+Recommendations for farmers$/.test(l))).toBe(true);
      expect(lines).toContain("References");
      expect(
        lines.some((l) => /^Table 1\. /.test(l)),
        "at least one table",
      ).toBe(true);
      expect(lines.some((l) => l.startsWith("Page 1 of ") || / Page 1 of /.test(l))).toBe(true);
      // The demonstration note is on the first page, before the abstract.
      const notice = lines.findIndex((l) => l.startsWith("Demonstration paper."));
      expect(notice).toBeGreaterThan(0);
      expect(notice).toBeLessThan(lines.indexOf("Abstract"));
    },
  );

  it("commits the very PDFs the paper texts produce, byte for byte", async () => {
    for (const paper of DEMO_PAPERS) {
      const fresh = Buffer.from(await renderPaper(paper));
      expect(
        fresh.equals(committed(paper.file)),
        `${paper.file}.pdf is stale: run make-demo-media`,
      ).toBe(true);
    }
  });

  it("quotes in each paper every figure its abstract gives", () => {
    for (const paper of DEMO_PAPERS) {
      const lines = textLines(committed(paper.file));
      // The body starts after the abstract (and its keywords line).
      const body = lines.slice(lines.indexOf("Abstract") + 1).join(" ");
      const inBody = new Set(numbersIn(body.slice(body.indexOf("1. Introduction"))));
      for (const n of numbersIn(paper.abstract))
        expect(inBody.has(n), `${paper.slug}: ${n}`).toBe(true);
    }
  });

  it("gives the soil survey's headline figures as the published data set has them", () => {
    const soil = soilFigures();
    const abstract = DEMO_PAPERS.find(
      (p) => p.slug === "soil-acidity-phosphorus-south-west",
    )?.abstract;
    expect(abstract).toContain(`${soil.all.n} topsoil samples`);
    expect(abstract).toContain(`${pct(soil.all.acidShare)}% had a pH in water below 5.5`);
    expect(abstract).toContain(`${pct(soil.all.lowPShare)}% had less than 10 mg/kg`);
  });
});
