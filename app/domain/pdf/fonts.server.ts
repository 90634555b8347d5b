import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * The fonts of every PDF we print (certificates, receipts): Noto Sans, which has every letter of
 * our five languages — Yoruba's ẹ ọ ṣ with their tone marks, Hausa's ɓ ɗ ƙ ƴ, Igbo's ị ụ ṅ — and
 * the naira sign. The standard PDF fonts (WinAnsi) have none of them. The TTF files come from the
 * npm package @expo-google-fonts/noto-sans (SIL Open Font License 1.1); only the letters a
 * document uses are embedded (subset), so a PDF stays a few tens of kilobytes.
 */
const FILES = {
  regular: "@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf",
  bold: "@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf",
  italic: "@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf",
} as const;

type FontName = keyof typeof FILES;
export type PdfFonts = Record<FontName, PDFFont>;

const require = createRequire(import.meta.url);
let loaded: Promise<Record<FontName, Uint8Array>> | undefined;

/**
 * The same TrueType font with every glyph's data padded to a multiple of four bytes (and a long
 * `loca` table). Google's Noto Sans builds store glyphs at odd offsets; fontkit's subsetter (which
 * pdf-lib uses to embed only the letters drawn) writes a short `loca` table, which can only point
 * at even offsets, and most letters of the subset then come out blank. Padded glyphs subset
 * correctly. Other tables are copied as they are; table checksums are not checked by fontkit.
 */
export function padGlyphs(font: Uint8Array): Uint8Array {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength);
  const count = view.getUint16(4);
  const tables = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < count; i += 1) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(...font.subarray(at, at + 4));
    tables.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  const head = tables.get("head");
  const loca = tables.get("loca");
  const glyf = tables.get("glyf");
  const maxp = tables.get("maxp");
  if (!head || !loca || !glyf || !maxp) return font;
  const longLoca = view.getInt16(head.offset + 50) === 1;
  const glyphCount = view.getUint16(maxp.offset + 4);
  const locaAt = (i: number) =>
    longLoca ? view.getUint32(loca.offset + i * 4) : view.getUint16(loca.offset + i * 2) * 2;

  const pad4 = (n: number) => (n + 3) & ~3;
  const offsets: number[] = [0];
  let glyfLength = 0;
  for (let i = 0; i < glyphCount; i += 1) {
    glyfLength += pad4(locaAt(i + 1) - locaAt(i));
    offsets.push(glyfLength);
  }
  const newGlyf = new Uint8Array(glyfLength);
  for (let i = 0; i < glyphCount; i += 1) {
    const start = glyf.offset + locaAt(i);
    newGlyf.set(font.subarray(start, glyf.offset + locaAt(i + 1)), offsets[i] ?? 0);
  }
  const newLoca = new Uint8Array(offsets.length * 4);
  const locaView = new DataView(newLoca.buffer);
  offsets.forEach((offset, i) => {
    locaView.setUint32(i * 4, offset);
  });
  const newHead = font.slice(head.offset, head.offset + head.length);
  new DataView(newHead.buffer).setInt16(50, 1);

  const data = new Map<string, Uint8Array>();
  for (const [tag, { offset, length }] of tables) {
    data.set(tag, font.subarray(offset, offset + length));
  }
  data.set("glyf", newGlyf);
  data.set("loca", newLoca);
  data.set("head", newHead);

  const headerLength = 12 + count * 16;
  let total = headerLength;
  for (const table of data.values()) total += pad4(table.length);
  const out = new Uint8Array(total);
  const outView = new DataView(out.buffer);
  out.set(font.subarray(0, 12), 0);
  let position = headerLength;
  [...data.entries()].forEach(([tag, table], i) => {
    const at = 12 + i * 16;
    for (let c = 0; c < 4; c += 1) out[at + c] = tag.charCodeAt(c);
    outView.setUint32(at + 4, 0);
    outView.setUint32(at + 8, position);
    outView.setUint32(at + 12, table.length);
    out.set(table, position);
    position += pad4(table.length);
  });
  return out;
}

/** The font files, read once per process. */
function fontFiles(): Promise<Record<FontName, Uint8Array>> {
  loaded ??= (async () => {
    const entries = await Promise.all(
      (Object.keys(FILES) as FontName[]).map(
        async (name) =>
          [name, padGlyphs(new Uint8Array(await readFile(require.resolve(FILES[name]))))] as const,
      ),
    );
    return Object.fromEntries(entries) as Record<FontName, Uint8Array>;
  })().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

/**
 * fontkit, with each font file parsed once per process. A parsed font keeps what it has read of
 * its tables (glyphs, the layout rules), which took most of a PDF's time when every document
 * parsed the three fonts afresh; each document still makes its own subset of it.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const sharedFontkit: typeof fontkit = {
  ...fontkit,
  create: (data, postscriptName) => {
    const bytes = data as Uint8Array;
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let font = parsedFonts.get(bytes);
    if (!font) {
      font = fontkit.create(data);
      parsedFonts.set(bytes, font);
    }
    return font;
  },
};

/** Embeds Noto Sans regular, bold and italic into `doc` (subset to the letters it draws). */
export async function embedPdfFonts(doc: PDFDocument): Promise<PdfFonts> {
  doc.registerFontkit(sharedFontkit);
  const files = await fontFiles();
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(files.regular, { subset: true }),
    doc.embedFont(files.bold, { subset: true }),
    doc.embedFont(files.italic, { subset: true }),
  ]);
  return { regular, bold, italic };
}
