import { type Color, PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { encoder, toFontText } from "~/domain/learning/certificate-pdf.server";
import { embedPdfFonts } from "~/domain/pdf/fonts.server";
import { hex, PDF_COLOURS } from "~/domain/pdf/palette.server";
import { translate } from "~/i18n/catalog.server";
import { DEFAULT_LOCALE, HTML_LANG, type Locale } from "~/i18n/locales";
import { pdf } from "~/i18n/messages/pdf";
import { formatDate, formatDateTime, formatNaira } from "~/lib/format";
import { formatVatRate, vatPartOf } from "./money";

export type ReceiptInput = {
  receiptNumber: string;
  /** Ours, as sent to the provider: what support asks for. */
  reference: string;
  paidAt: Date;
  /** Null once the account is deleted (the amounts and number stay: the law keeps them). */
  payerName: string | null;
  email: string | null;
  courseTitle: string;
  /** VAT included, like every amount here; integer kobo. */
  listPriceKobo: number;
  discountKobo: number;
  couponCode: string | null;
  /** What was paid: list price minus discount. */
  amountKobo: number;
  /** 750 = 7.5%. */
  vatRateBps: number;
  provider: "paystack" | "flutterwave" | "test" | "none";
  status: "paid" | "refund_pending" | "refunded";
  refundedAt: Date | null;
  siteName: string;
  address: string;
  contactEmail: string;
  phone: string;
  /** Paid through the test gateway: the receipt must not pass for a real one. */
  testMode: boolean;
};

/** "Paystack", "Flutterwave", "Test gateway" or "Coupon (no payment)", in `locale`. */
export function paymentMethodLabel(
  provider: ReceiptInput["provider"],
  locale: Locale = DEFAULT_LOCALE,
): string {
  return translate(locale, pdf).receipt.methods[provider];
}

// Portrait A4 in points.
const WIDTH = 595.28;
const HEIGHT = 841.89;
const MARGIN = 48;
const RIGHT = WIDTH - MARGIN;

// The site's palette (the certificate's too), and the alert colours of app/app.css.
const {
  brand700: BRAND_700,
  brand50: BRAND_50,
  brand200: BRAND_200,
  accent500: ACCENT_500,
  ink: INK,
  inkMuted: INK_MUTED,
} = PDF_COLOURS;
const WARNING = hex("#8a4b08");
const WARNING_BG = hex("#fff8eb");
const WARNING_BORDER = hex("#fcd98b");
const DANGER = hex("#b42318");
const DANGER_BG = hex("#fef3f2");
const DANGER_BORDER = hex("#fecdca");
const BORDER = hex("#e2ddd2");
const WHITE = PDF_COLOURS.white;

// Intl may put narrow or thin no-break spaces into dates ("12:30 am"); WinAnsi has none of them.
const ODD_SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;

/** The text as `font` can write it (see toFontText: accents the font lacks fall back). */
function fontText(text: string, font: PDFFont): string {
  return toFontText(text.replace(ODD_SPACES, " "), encoder(font));
}

/**
 * An amount as the receipt prints it. Noto Sans has the naira sign; should a font ever lack it,
 * "?12,500" on a receipt is worse than none, so the PDF writes the ISO code ("NGN 12,500").
 */
function money(kobo: number, font: PDFFont): string {
  const text = formatNaira(kobo);
  return encoder(font)("₦") ? text : text.replace("₦", "NGN ");
}

/** Words of `text` in lines no wider than `maxWidth`; a word too long for a line is cut. */
function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= maxWidth;
  const lines: string[] = [];
  let line = "";
  for (const word of fontText(text, font).split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = "";
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

type TextOptions = { font: PDFFont; size: number; color?: Color };

function writer(page: PDFPage) {
  /** `top` is measured down from the top edge of the page to the text's baseline. */
  const left = (text: string, x: number, top: number, { font, size, color = INK }: TextOptions) => {
    page.drawText(fontText(text, font), { x, y: HEIGHT - top, size, font, color });
  };
  const right = (
    text: string,
    xRight: number,
    top: number,
    { font, size, color = INK }: TextOptions,
  ) => {
    const safe = fontText(text, font);
    page.drawText(safe, {
      x: xRight - font.widthOfTextAtSize(safe, size),
      y: HEIGHT - top,
      size,
      font,
      color,
    });
  };
  const box = (
    top: number,
    height: number,
    {
      x = MARGIN,
      width = RIGHT - MARGIN,
      color,
      borderColor,
    }: {
      x?: number;
      width?: number;
      color?: Color;
      borderColor?: Color;
    },
  ) => {
    page.drawRectangle({
      x,
      y: HEIGHT - top - height,
      width,
      height,
      color,
      borderColor,
      borderWidth: borderColor ? 0.8 : 0,
    });
  };
  return { left, right, box };
}

/**
 * The receipt of one payment as a one-page portrait A4 PDF: the academy and how to reach it, the
 * receipt number and date, who paid, the course with its price, discount and total, the VAT the
 * total contains, how it was paid, our reference, and a note when it was refunded or was a test.
 * In the payer's language, with Noto Sans embedded (subset), like the certificate.
 */
export async function renderReceiptPdf(
  input: ReceiptInput,
  /** The payer's language (their saved one): the receipt's own words are written in it. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<Uint8Array<ArrayBuffer>> {
  const t = translate(locale, pdf).receipt;
  const doc = await PDFDocument.create({ updateMetadata: false });
  // Metadata is Unicode: the course title keeps every accent here.
  doc.setTitle(t.documentTitle({ number: input.receiptNumber, siteName: input.siteName }));
  doc.setSubject(t.documentSubject({ course: input.courseTitle }));
  doc.setAuthor(input.siteName);
  doc.setKeywords([input.receiptNumber, input.reference]);
  doc.setCreator(input.siteName);
  doc.setProducer(input.siteName);
  doc.setLanguage(HTML_LANG[locale]);
  doc.setCreationDate(input.paidAt);
  doc.setModificationDate(input.refundedAt ?? input.paidAt);

  const { regular: sans, bold: sansBold } = await embedPdfFonts(doc);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const w = writer(page);
  const muted = { font: sans, size: 9.5, color: INK_MUTED };

  // Header: a brand stripe, the academy on the left, "Receipt" and its number on the right.
  w.box(0, 8, { x: 0, width: WIDTH, color: BRAND_700 });
  w.left(input.siteName, MARGIN, 64, { font: sansBold, size: 20, color: BRAND_700 });
  let top = 82;
  for (const line of wrap(input.address, sans, 9.5, 270)) {
    w.left(line, MARGIN, top, muted);
    top += 13;
  }
  for (const line of wrap(`${input.contactEmail}  ·  ${input.phone}`, sans, 9.5, 270)) {
    w.left(line, MARGIN, top, muted);
    top += 13;
  }
  w.right(t.title, RIGHT, 64, { font: sansBold, size: 26 });
  w.right(t.number({ number: input.receiptNumber }), RIGHT, 84, {
    font: sansBold,
    size: 12,
    color: BRAND_700,
  });
  w.right(t.paidOn({ date: formatDate(input.paidAt, locale) }), RIGHT, 100, muted);
  top = Math.max(top, 112) + 6;
  w.box(top, 1.5, { color: ACCENT_500 });
  top += 22;

  // Notes that change what the receipt means come first, where nobody misses them.
  if (input.testMode) {
    w.box(top, 46, { color: WARNING_BG, borderColor: WARNING_BORDER });
    w.left(t.testTitle, MARGIN + 14, top + 19, {
      font: sansBold,
      size: 13,
      color: WARNING,
    });
    w.left(t.testDetail, MARGIN + 14, top + 35, { font: sans, size: 9.5, color: WARNING });
    top += 46 + 14;
  }
  if (input.status !== "paid") {
    const refunded = input.status === "refunded";
    const heading =
      refunded && input.refundedAt
        ? t.refundedOn({ date: formatDate(input.refundedAt, locale) })
        : refunded
          ? t.refunded
          : t.refundPending;
    const detail = refunded
      ? t.refundedDetail({ amount: money(input.amountKobo, sans) })
      : t.refundPendingDetail;
    w.box(top, 46, { color: DANGER_BG, borderColor: DANGER_BORDER });
    w.left(heading, MARGIN + 14, top + 19, { font: sansBold, size: 13, color: DANGER });
    w.left(detail, MARGIN + 14, top + 35, { font: sans, size: 9.5, color: DANGER });
    top += 46 + 14;
  }

  // Who paid (left) and the payment's details (right).
  const columnTop = top + 8;
  const label = { font: sansBold, size: 8.5, color: INK_MUTED };
  w.left(t.billedTo, MARGIN, columnTop, label);
  let leftTop = columnTop + 18;
  const payer = [
    { text: input.payerName, font: sansBold },
    { text: input.email, font: sans },
  ].filter((p): p is { text: string; font: PDFFont } => Boolean(p.text));
  if (payer.length === 0) {
    // Deleting an account clears the payer from its payments; the receipt itself stays.
    w.left(t.accountDeleted, MARGIN, leftTop, { font: sans, size: 11, color: INK_MUTED });
    leftTop += 15;
  }
  for (const { text, font } of payer) {
    for (const line of wrap(text, font, 11, 230)) {
      w.left(line, MARGIN, leftTop, { font, size: 11 });
      leftTop += 15;
    }
  }

  const detailsX = 320;
  w.left(t.paymentDetails, detailsX, columnTop, label);
  let rightTop = columnTop + 18;
  for (const [name, value] of [
    [t.receiptNumber, input.receiptNumber],
    [t.datePaid, formatDateTime(input.paidAt, locale)],
    [t.paymentMethod, paymentMethodLabel(input.provider, locale)],
    [t.reference, input.reference],
  ] as const) {
    w.left(name, detailsX, rightTop, { font: sans, size: 9.5, color: INK_MUTED });
    w.right(value, RIGHT, rightTop, { font: sansBold, size: 9.5 });
    rightTop += 16;
  }
  top = Math.max(leftTop, rightTop) + 18;

  // The line table: description and amount.
  const amountRight = RIGHT - 12;
  const descriptionWidth = RIGHT - MARGIN - 24 - 130;
  w.box(top, 24, { color: BRAND_700 });
  w.left(t.description, MARGIN + 12, top + 16, { font: sansBold, size: 10, color: WHITE });
  w.right(t.amount, amountRight, top + 16, { font: sansBold, size: 10, color: WHITE });
  top += 24;

  const titleLines = wrap(input.courseTitle, sansBold, 11, descriptionWidth);
  const courseHeight = 14 + titleLines.length * 15 + 14;
  let lineTop = top + 20;
  for (const line of titleLines) {
    w.left(line, MARGIN + 12, lineTop, { font: sansBold, size: 11 });
    lineTop += 15;
  }
  w.left(t.onlineCourse, MARGIN + 12, lineTop, muted);
  w.right(money(input.listPriceKobo, sans), amountRight, top + 20, { font: sans, size: 11 });
  top += courseHeight;
  w.box(top, 0.8, { color: BORDER });

  if (input.discountKobo > 0) {
    const discount = input.couponCode ? t.couponDiscount({ coupon: input.couponCode }) : t.discount;
    w.left(discount, MARGIN + 12, top + 20, { font: sans, size: 11 });
    w.right(`-${money(input.discountKobo, sans)}`, amountRight, top + 20, {
      font: sans,
      size: 11,
    });
    top += 32;
    w.box(top, 0.8, { color: BORDER });
  }

  w.box(top, 32, { color: BRAND_50 });
  w.left(t.total, MARGIN + 12, top + 21, { font: sansBold, size: 12 });
  w.right(money(input.amountKobo, sansBold), amountRight, top + 21, {
    font: sansBold,
    size: 12,
    color: BRAND_700,
  });
  top += 32;
  w.box(top, 1.5, { color: BRAND_200 });
  top += 22;

  // Prices include VAT: the receipt shows the part of the total that is VAT.
  const { netKobo, vatKobo } = vatPartOf(input.amountKobo, input.vatRateBps);
  for (const [name, value] of [
    [t.includesVat({ rate: formatVatRate(input.vatRateBps) }), money(vatKobo, sans)],
    [t.beforeVat, money(netKobo, sans)],
  ] as const) {
    w.right(`${name}:`, amountRight - 110, top, { font: sans, size: 10, color: INK_MUTED });
    w.right(value, amountRight, top, { font: sans, size: 10 });
    top += 16;
  }

  // Footer: thanks, what the document is, and where to ask.
  const footerTop = HEIGHT - 110;
  w.box(footerTop, 0.8, { color: BORDER });
  w.left(t.thanks({ siteName: input.siteName }), MARGIN, footerTop + 24, {
    font: sansBold,
    size: 11,
    color: BRAND_700,
  });
  let noteTop = footerTop + 42;
  for (const line of wrap(
    t.note({ email: input.contactEmail, phone: input.phone, reference: input.reference }),
    sans,
    9,
    RIGHT - MARGIN,
  )) {
    w.left(line, MARGIN, noteTop, { font: sans, size: 9, color: INK_MUTED });
    noteTop += 12;
  }

  // A copy on its own ArrayBuffer: what a Response body accepts.
  return new Uint8Array(await doc.save());
}
