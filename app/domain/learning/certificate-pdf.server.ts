import { type Color, PDFDocument, type PDFFont, PDFName, type PDFPage, PDFString } from "pdf-lib";
import QRCode from "qrcode";
import { embedPdfFonts } from "~/domain/pdf/fonts.server";
import { PDF_COLOURS } from "~/domain/pdf/palette.server";
import { translate } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from "~/i18n/locales";
import { pdf } from "~/i18n/messages/pdf";
import { formatDate } from "~/lib/format";
import type { Certificate } from "./certificates.server";

// Landscape A4 in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;

const {
  brand700: BRAND_700,
  brand50: BRAND_50,
  brand200: BRAND_200,
  accent500: ACCENT_500,
  ink: INK,
  inkMuted: INK_MUTED,
  white: WHITE,
} = PDF_COLOURS;

export type CertificatePdfInput = {
  certificate: Pick<
    Certificate,
    "code" | "learnerName" | "courseTitle" | "instructor" | "category" | "duration" | "score"
  > & { completedAt: Date };
  siteName: string;
  /** The public verification page, APP_URL + /certificates/<code>. */
  verifyUrl: string;
  /** The holder's language (their saved one): the certificate's own words are written in it. */
  locale?: Locale;
};

const COMBINING_MARK = /\p{M}/u;

/**
 * The text as the font can write it. Our PDFs embed Noto Sans (domain/pdf/fonts.server), which
 * has every letter of our five languages; a letter it still lacks (another script) is written as
 * close as it can: its base letter with the accents the font has ("ọ̀" → "ò", "ń" → "n",
 * "Ẹ" → "E"), or "?". A name is never refused, nor does it crash the PDF; the exact spelling stays
 * in the document's metadata and on the verification page.
 */
export function toFontText(text: string, canEncode: (text: string) => boolean): string {
  let out = "";
  // Clusters of a base character and the combining marks that follow it.
  const clusters: string[][] = [];
  for (const char of Array.from(text.normalize("NFD"))) {
    const last = clusters.at(-1);
    if (COMBINING_MARK.test(char) && last) last.push(char);
    else clusters.push([char]);
  }
  for (const [base = "", ...marks] of clusters) {
    const whole = [base, ...marks].join("").normalize("NFC");
    if (canEncode(whole)) {
      out += whole;
      continue;
    }
    if (COMBINING_MARK.test(base) || !canEncode(base)) {
      // A lone mark is dropped; a letter the font has no form of at all shows as "?".
      out += COMBINING_MARK.test(base) ? "" : "?";
      continue;
    }
    let kept = base;
    for (const mark of marks) {
      const withMark = `${kept}${mark}`.normalize("NFC");
      // Only a mark that composes into one letter the font has is kept.
      if (Array.from(withMark).length === 1 && canEncode(withMark)) kept = withMark;
    }
    out += kept.normalize("NFC");
  }
  return out;
}

const characterSets = new WeakMap<PDFFont, Set<number>>();

/** Whether `font` has a glyph for every character of `text` (an embedded font never throws). */
export function encoder(font: PDFFont) {
  let known = characterSets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    characterSets.set(font, known);
  }
  const set = known;
  return (text: string) => {
    for (const char of text) {
      if (!set.has(char.codePointAt(0) ?? 0)) return false;
    }
    return true;
  };
}

type Writer = {
  page: PDFPage;
  /** Writes one line centred on `cx`, shrinking the size until it fits `maxWidth`. */
  centred: (
    text: string,
    opts: { font: PDFFont; size: number; y: number; color: Color; cx?: number; maxWidth?: number },
  ) => { width: number; size: number };
};

function writer(page: PDFPage): Writer {
  return {
    page,
    centred(text, { font, size, y, color, cx = WIDTH / 2, maxWidth = WIDTH - 160 }) {
      const safe = toFontText(text, encoder(font));
      let fitted = size;
      while (fitted > 8 && font.widthOfTextAtSize(safe, fitted) > maxWidth) fitted -= 0.5;
      const width = font.widthOfTextAtSize(safe, fitted);
      page.drawText(safe, { x: cx - width / 2, y, size: fitted, font, color });
      return { width, size: fitted };
    },
  };
}

/** Splits a long course title into at most two lines that fit `maxWidth` at `size`. */
function twoLines(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const safe = toFontText(text, encoder(font));
  if (font.widthOfTextAtSize(safe, size) <= maxWidth) return [safe];
  const words = safe.split(/\s+/);
  let best = [safe];
  let bestWidth = Number.POSITIVE_INFINITY;
  // The break that leaves the longer line shortest keeps both lines balanced.
  for (let i = 1; i < words.length; i += 1) {
    const lines = [words.slice(0, i).join(" "), words.slice(i).join(" ")];
    const widest = Math.max(...lines.map((l) => font.widthOfTextAtSize(l, size)));
    if (widest < bestWidth) {
      best = lines;
      bestWidth = widest;
    }
  }
  return best;
}

/** The QR code of `url` as filled squares (vector: sharp at any zoom, a few hundred bytes). */
function drawQrCode(page: PDFPage, url: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  page.drawRectangle({ x, y, width: size, height: size, color: WHITE });
  for (let row = 0; row < modules.size; row += 1) {
    // Runs of dark modules in a row become one rectangle: fewer operators, same picture.
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      page.drawRectangle({
        x: x + (quiet + start) * cell,
        y: y + size - (quiet + row + 1) * cell,
        width: (col - start) * cell,
        height: cell,
        color: INK,
      });
    }
  }
}

/** Makes a rectangle of the page open `url` when clicked. */
function addLink(
  doc: PDFDocument,
  page: PDFPage,
  url: string,
  rect: [number, number, number, number],
) {
  const annotation = doc.context.register(
    doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  page.node.set(PDFName.of("Annots"), doc.context.obj([annotation]));
}

/**
 * The certificate as a one-page landscape A4 PDF: academy, "Certificate of Completion", the
 * learner, course, completion date, instructor, verification code and URL, and a QR code of that
 * URL, in the holder's language. Noto Sans is embedded, subset to the letters drawn, so the file
 * stays small on mobile data.
 */
export async function renderCertificatePdf({
  certificate,
  siteName,
  verifyUrl,
  locale = DEFAULT_LOCALE,
}: CertificatePdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const t = translate(locale, pdf).certificate;
  const doc = await PDFDocument.create({ updateMetadata: false });
  // Metadata is Unicode: the learner's name keeps every accent here.
  doc.setTitle(t.documentTitle({ name: certificate.learnerName }));
  doc.setSubject(certificate.courseTitle);
  doc.setAuthor(siteName);
  doc.setKeywords([certificate.code]);
  doc.setCreator(siteName);
  doc.setProducer(siteName);
  doc.setLanguage(HTML_LANG[locale]);
  doc.setCreationDate(certificate.completedAt);
  doc.setModificationDate(certificate.completedAt);

  const fonts = await embedPdfFonts(doc);
  const { regular: sans, bold: sansBold, bold: serifBold, italic: serifItalic } = fonts;
  const page = doc.addPage([WIDTH, HEIGHT]);
  const w = writer(page);

  // Frame: a brand-green border, a thin harvest-gold rule inside it, a pale green band on top.
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: WHITE });
  page.drawRectangle({
    x: 18,
    y: 18,
    width: WIDTH - 36,
    height: HEIGHT - 36,
    borderColor: BRAND_700,
    borderWidth: 4,
  });
  page.drawRectangle({
    x: 28,
    y: 28,
    width: WIDTH - 56,
    height: HEIGHT - 56,
    borderColor: ACCENT_500,
    borderWidth: 0.8,
  });
  page.drawRectangle({ x: 30, y: HEIGHT - 108, width: WIDTH - 60, height: 78, color: BRAND_50 });

  w.centred(siteName.toUpperCase(), {
    font: sansBold,
    size: 20,
    y: HEIGHT - 70,
    color: BRAND_700,
  });
  w.centred(t.place, { font: sans, size: 10, y: HEIGHT - 88, color: INK_MUTED });

  w.centred(t.title, {
    font: serifBold,
    size: 38,
    y: HEIGHT - 170,
    color: INK,
  });
  page.drawRectangle({
    x: WIDTH / 2 - 40,
    y: HEIGHT - 186,
    width: 80,
    height: 2,
    color: ACCENT_500,
  });

  w.centred(t.certifies, {
    font: serifItalic,
    size: 14,
    y: HEIGHT - 220,
    color: INK_MUTED,
  });
  const name = w.centred(certificate.learnerName, {
    font: serifBold,
    size: 34,
    y: HEIGHT - 264,
    color: BRAND_700,
    maxWidth: WIDTH - 200,
  });
  const ruleWidth = Math.max(260, name.width + 40);
  page.drawRectangle({
    x: WIDTH / 2 - ruleWidth / 2,
    y: HEIGHT - 276,
    width: ruleWidth,
    height: 0.8,
    color: BRAND_200,
  });

  w.centred(t.completed, {
    font: serifItalic,
    size: 14,
    y: HEIGHT - 304,
    color: INK_MUTED,
  });
  let titleSize = 22;
  let titleLines = twoLines(certificate.courseTitle, sansBold, titleSize, WIDTH - 200);
  while (
    titleSize > 12 &&
    Math.max(...titleLines.map((l) => sansBold.widthOfTextAtSize(l, titleSize))) > WIDTH - 200
  ) {
    titleSize -= 1;
    titleLines = twoLines(certificate.courseTitle, sansBold, titleSize, WIDTH - 200);
  }
  let y = HEIGHT - 336;
  for (const line of titleLines) {
    w.centred(line, { font: sansBold, size: titleSize, y, color: INK });
    y -= titleSize * 1.25;
  }

  const details = [
    certificate.category,
    certificate.duration,
    certificate.score === null ? null : t.score({ score: certificate.score }),
  ].filter((d): d is string => Boolean(d));
  w.centred(details.join("  ·  "), { font: sans, size: 11, y: y - 4, color: INK_MUTED });

  // Footer: instructor and date on the left, the verification block on the right.
  const footerTop = 150;
  const column = (label: string, value: string, x: number) => {
    w.centred(value, {
      font: sansBold,
      size: 13,
      y: footerTop - 40,
      color: INK,
      cx: x,
      maxWidth: 200,
    });
    page.drawRectangle({ x: x - 95, y: footerTop - 48, width: 190, height: 0.8, color: INK_MUTED });
    w.centred(label, {
      font: sans,
      size: 10,
      y: footerTop - 62,
      color: INK_MUTED,
      cx: x,
      maxWidth: 200,
    });
  };
  column(t.instructor, certificate.instructor, 170);
  column(t.date, formatDate(certificate.completedAt, locale), 400);

  const qrSize = 92;
  const qrX = WIDTH - 60 - qrSize;
  const qrY = 56;
  drawQrCode(page, verifyUrl, qrX, qrY, qrSize);
  const textRight = qrX - 12;
  const rightText = (text: string, font: PDFFont, size: number, yy: number, color: Color) => {
    const safe = toFontText(text, encoder(font));
    let fitted = size;
    while (fitted > 6 && font.widthOfTextAtSize(safe, fitted) > 260) fitted -= 0.5;
    const width = font.widthOfTextAtSize(safe, fitted);
    page.drawText(safe, { x: textRight - width, y: yy, size: fitted, font, color });
    return width;
  };
  rightText(t.code, sans, 9, qrY + 70, INK_MUTED);
  rightText(certificate.code, sansBold, 13, qrY + 54, BRAND_700);
  rightText(t.check, sans, 9, qrY + 30, INK_MUTED);
  const urlWidth = rightText(verifyUrl, sans, 9, qrY + 17, BRAND_700);
  addLink(doc, page, verifyUrl, [
    Math.min(textRight - urlWidth, qrX) - 2,
    qrY - 2,
    qrX + qrSize + 2,
    qrY + qrSize + 2,
  ]);

  // A copy on its own ArrayBuffer: what a Response body accepts.
  return new Uint8Array(await doc.save());
}
