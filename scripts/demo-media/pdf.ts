// Lays out a simple, readable A4 document (title block, optional notice, sections and sub-sections,
// bullets, tables of figures, a numbered reference list, a running header and a page footer) with
// the standard PDF fonts, which need no embedding and keep each file small. Deterministic: the same
// input gives the same bytes.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { DocumentText, Table } from "./guide-texts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
/** Lowest baseline for body text: the footer sits below it. */
const BOTTOM = MARGIN + 24;
const GREEN = rgb(0x1e / 255, 0x5b / 255, 0x2a / 255);
const AMBER = rgb(0xd9 / 255, 0x8e / 255, 0x04 / 255);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.38, 0.38, 0.38);
const RULE = rgb(0.55, 0.55, 0.55);
const TABLE_HEAD = rgb(0.9, 0.94, 0.9);
const TABLE_STRIPE = rgb(0.965, 0.965, 0.965);
const NOTICE_FILL = rgb(1, 0.965, 0.88);

const BODY = 10.5;
const CELL = 9;
const CELL_PAD = 4;

export type PdfInput = {
  kind: string;
  title: string;
  author: string;
  dateLine: string;
  /** Shown in the PDF metadata; fixed so that re-running the script changes nothing. */
  date: Date;
  /** An optional boxed note on the first page, under the title block. */
  notice?: string;
  /** An optional highlighted paragraph before the body (a paper's abstract). */
  abstract?: string;
  /** A short title for the running header of pages 2 onwards. */
  shortTitle?: string;
  body: DocumentText;
};

/** The standard fonts only cover WinAnsi: the naira sign and a few symbols are written out. */
const clean = (text: string) =>
  text.replaceAll("₦", "NGN ").replaceAll("≥", ">=").replaceAll("≤", "<=").replaceAll("−", "-");

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of clean(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

/** A column of figures ("24.6", "-0.04", "61%", "1,200", "n/a", "-") is right-aligned. */
const isFigure = (cell: string) => /^([-+−]?[\d.,]+\s?%?|[-–]|n\/a)$/.test(cell.trim());

/** Column widths that fill `width`: figures never wrap, headers wrap only when they must. */
function columnWidths(table: Table, regular: PDFFont, bold: PDFFont, width: number): number[] {
  const n = table.columns.length;
  const widthOf = (font: PDFFont, s: string) => font.widthOfTextAtSize(clean(s), CELL);
  const cellMax = table.columns.map((_, i) =>
    Math.max(0, ...table.rows.map((r) => widthOf(regular, r[i] ?? ""))),
  );
  const headerFull = table.columns.map((c) => widthOf(bold, c));
  const headerWord = table.columns.map((c) =>
    Math.max(
      0,
      ...clean(c)
        .split(/\s+/)
        .map((w) => widthOf(bold, w)),
    ),
  );
  const min = cellMax.map((c, i) => Math.max(c, headerWord[i] ?? 0) + 2 * CELL_PAD);
  const want = cellMax.map((c, i) => Math.max(c, headerFull[i] ?? 0) + 2 * CELL_PAD);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  if (sum(want) <= width) return want.map((w) => w + (width - sum(want)) / n);
  if (sum(min) <= width) {
    const room = width - sum(min);
    const need = sum(want) - sum(min);
    return min.map((m, i) => m + (room * ((want[i] ?? m) - m)) / need);
  }
  return min.map((m) => (m * width) / sum(min));
}

export async function renderPdf(input: PdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(input.title);
  doc.setAuthor(input.author);
  doc.setSubject(input.kind);
  doc.setCreator("AFA Academy");
  doc.setProducer("AFA Academy");
  doc.setLanguage("en-NG");
  doc.setCreationDate(input.date);
  doc.setModificationDate(input.date);

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  const width = A4[0] - 2 * MARGIN;

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const newPage = () => {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  };
  /** Starts a new page unless `height` more points fit above the footer. */
  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };
  const text = (
    content: string,
    opts: { font: PDFFont; size: number; color?: typeof INK; indent?: number; gap?: number },
  ) => {
    const lineHeight = opts.size * 1.45;
    const indent = opts.indent ?? 0;
    for (const line of wrap(content, opts.font, opts.size, width - indent)) {
      ensure(lineHeight);
      y -= lineHeight;
      page.drawText(line, {
        x: MARGIN + indent,
        y,
        size: opts.size,
        font: opts.font,
        color: opts.color ?? INK,
      });
    }
    y -= opts.gap ?? 0;
  };

  const table = (t: Table) => {
    const widths = columnWidths(t, regular, bold, width);
    const figures = t.columns.map(
      (_, i) => i > 0 && t.rows.every((r) => isFigure(r[i] ?? "") || (r[i] ?? "") === ""),
    );
    const lineHeight = CELL * 1.3;
    const layout = (cells: string[], font: PDFFont) => {
      const lines = cells.map((c, i) => wrap(c, font, CELL, (widths[i] ?? 0) - 2 * CELL_PAD));
      const height = Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * CELL_PAD;
      return { lines, height };
    };
    const drawRow = (
      row: { lines: string[][]; height: number },
      font: PDFFont,
      fill?: typeof INK,
    ) => {
      if (fill)
        page.drawRectangle({
          x: MARGIN,
          y: y - row.height,
          width,
          height: row.height,
          color: fill,
        });
      let x = MARGIN;
      row.lines.forEach((lines, i) => {
        const w = widths[i] ?? 0;
        lines.forEach((line, j) => {
          const lineWidth = font.widthOfTextAtSize(line, CELL);
          page.drawText(line, {
            x: figures[i] ? x + w - CELL_PAD - lineWidth : x + CELL_PAD,
            y: y - CELL_PAD - CELL * 0.82 - j * lineHeight,
            size: CELL,
            font,
            color: INK,
          });
        });
        x += w;
      });
      y -= row.height;
    };
    const rule = (thickness: number) =>
      page.drawLine({
        start: { x: MARGIN, y },
        end: { x: MARGIN + width, y },
        thickness,
        color: RULE,
      });

    const header = layout(t.columns, bold);
    const rows = t.rows.map((r) => layout(r, regular));
    const captionLines = wrap(t.caption, bold, 9.5, width).length;
    // Keep the caption, the header and the first rows together.
    const firstRows = rows.slice(0, 3).reduce((sum, r) => sum + r.height, 0);
    ensure(captionLines * 9.5 * 1.45 + 4 + header.height + firstRows);
    text(t.caption, { font: bold, size: 9.5, color: GREEN, gap: 4 });
    const drawHeader = () => {
      rule(0.9);
      drawRow(header, bold, TABLE_HEAD);
      rule(0.6);
    };
    drawHeader();
    rows.forEach((row, i) => {
      if (y - row.height < BOTTOM) {
        rule(0.9);
        newPage();
        text(`${t.caption.split(".")[0]} (continued)`, {
          font: bold,
          size: 9.5,
          color: GREEN,
          gap: 4,
        });
        drawHeader();
      }
      drawRow(row, regular, i % 2 === 1 ? TABLE_STRIPE : undefined);
    });
    rule(0.9);
    y -= 2;
    if (t.note) text(t.note, { font: italic, size: 8.5, color: MUTED });
    y -= 10;
  };

  // Title block: brand band, kind, title, author and date.
  page.drawRectangle({ x: 0, y: A4[1] - 28, width: A4[0], height: 28, color: GREEN });
  page.drawRectangle({ x: 0, y: A4[1] - 32, width: A4[0], height: 4, color: AMBER });
  page.drawText("AFA Academy  |  Learn to produce more.", {
    x: MARGIN,
    y: A4[1] - 19,
    size: 10,
    font: bold,
    color: rgb(1, 1, 1),
  });
  y -= 20;
  text(input.kind.toUpperCase(), { font: bold, size: 10, color: AMBER, gap: 4 });
  text(input.title, { font: bold, size: 20, color: GREEN, gap: 6 });
  text(input.author, { font: regular, size: 11, color: MUTED });
  text(input.dateLine, { font: regular, size: 11, color: MUTED, gap: 14 });

  if (input.notice) {
    // A shaded box with an amber bar: the lines are measured first to size the box.
    const size = 9;
    const lineHeight = size * 1.4;
    const lines = wrap(input.notice, regular, size, width - 24);
    const height = lines.length * lineHeight + 12;
    page.drawRectangle({ x: MARGIN, y: y - height, width, height, color: NOTICE_FILL });
    page.drawRectangle({ x: MARGIN, y: y - height, width: 3, height, color: AMBER });
    lines.forEach((line, i) => {
      page.drawText(line, {
        x: MARGIN + 12,
        y: y - 6 - size * 0.82 - i * lineHeight,
        size,
        font: regular,
        color: INK,
      });
    });
    y -= height + 14;
  }

  if (input.abstract) {
    text("Abstract", { font: bold, size: 12, color: GREEN, gap: 2 });
    text(input.abstract, { font: italic, size: BODY, gap: 10 });
  }
  text(input.body.intro, { font: input.abstract ? italic : regular, size: BODY, gap: 10 });

  for (const section of input.body.sections) {
    const sub = section.level === 2;
    const size = sub ? 11 : 13;
    // A heading never ends a page: it keeps at least two lines of its text with it, or, when the
    // section only introduces sub-sections, the first sub-heading and its first two lines.
    const empty =
      !section.paragraphs?.length && !section.bullets?.length && !section.references?.length;
    ensure(size * 1.45 + 4 + 2 * BODY * 1.45 + (empty ? 11 * 1.45 + 2 : 0));
    text(section.heading, { font: bold, size, color: GREEN, gap: sub ? 2 : 4 });
    for (const block of section.paragraphs ?? []) {
      if (typeof block === "string") text(block, { font: regular, size: BODY, gap: 8 });
      else table(block);
    }
    for (const bullet of section.bullets ?? []) {
      // Make room for the first line first, so the dot lands on the same page as its text.
      ensure(BODY * 1.45);
      page.drawCircle({ x: MARGIN + 6, y: y - BODY * 1.45 + 3.5, size: 2, color: AMBER });
      text(bullet, { font: regular, size: BODY, indent: 16, gap: 3 });
    }
    (section.references ?? []).forEach((reference, i) => {
      const size = 9.5;
      ensure(size * 1.45);
      page.drawText(`${i + 1}.`, {
        x: MARGIN,
        y: y - size * 1.45,
        size,
        font: regular,
        color: INK,
      });
      text(reference, { font: regular, size, indent: 20, gap: 3 });
    });
    y -= 6;
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    if (i > 0 && input.shortTitle) {
      p.drawText(clean(input.shortTitle), {
        x: MARGIN,
        y: A4[1] - 36,
        size: 8.5,
        font: regular,
        color: MUTED,
      });
      p.drawLine({
        start: { x: MARGIN, y: A4[1] - 42 },
        end: { x: A4[0] - MARGIN, y: A4[1] - 42 },
        thickness: 0.5,
        color: MUTED,
      });
    }
    const footer = `${clean(input.title)}  |  Page ${i + 1} of ${pages.length}`;
    p.drawLine({
      start: { x: MARGIN, y: MARGIN - 8 },
      end: { x: A4[0] - MARGIN, y: MARGIN - 8 },
      thickness: 0.5,
      color: MUTED,
    });
    p.drawText(footer.length > 95 ? `Page ${i + 1} of ${pages.length}` : footer, {
      x: MARGIN,
      y: MARGIN - 22,
      size: 8.5,
      font: regular,
      color: MUTED,
    });
  });

  // Plain objects (no object streams): any PDF reader, and a plain search, sees every page.
  return doc.save({ useObjectStreams: false });
}
