// Lays out a simple, readable A4 document (title block, sections, bullets, page footer) with the
// standard PDF fonts, which need no embedding and keep each file a few kilobytes.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import type { DocumentText } from "./guide-texts";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const GREEN = rgb(0x1e / 255, 0x5b / 255, 0x2a / 255);
const AMBER = rgb(0xd9 / 255, 0x8e / 255, 0x04 / 255);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.38, 0.38, 0.38);

export type PdfInput = {
  kind: string;
  title: string;
  author: string;
  dateLine: string;
  /** Shown in the PDF metadata; fixed so that re-running the script changes nothing. */
  date: Date;
  /** An optional highlighted paragraph before the body (a paper's abstract). */
  abstract?: string;
  body: DocumentText;
};

/** The standard fonts only cover WinAnsi; the naira sign is written out. */
const clean = (text: string) => text.replaceAll("₦", "NGN ");

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of clean(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
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
  const ensure = (height: number) => {
    if (y - height < MARGIN + 24) newPage();
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

  if (input.abstract) {
    text("Abstract", { font: bold, size: 12, color: GREEN, gap: 2 });
    text(input.abstract, { font: italic, size: 10.5, gap: 10 });
  }
  text(input.body.intro, { font: input.abstract ? italic : regular, size: 10.5, gap: 10 });

  for (const section of input.body.sections) {
    ensure(48);
    text(section.heading, { font: bold, size: 13, color: GREEN, gap: 4 });
    for (const paragraph of section.paragraphs ?? []) {
      text(paragraph, { font: regular, size: 10.5, gap: 8 });
    }
    for (const bullet of section.bullets ?? []) {
      // Make room for the first line first, so the dot lands on the same page as its text.
      ensure(10.5 * 1.45);
      page.drawCircle({ x: MARGIN + 6, y: y - 10.5 * 1.45 + 3.5, size: 2, color: AMBER });
      text(bullet, { font: regular, size: 10.5, indent: 16, gap: 3 });
    }
    y -= 6;
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
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

  return doc.save();
}
