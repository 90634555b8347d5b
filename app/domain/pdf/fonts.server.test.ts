import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { embedPdfFonts } from "./fonts.server";

/** A one-page document in Noto Sans, dated so that two of them can be compared byte for byte. */
async function document(text: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await embedPdfFonts(doc);
  const page = doc.addPage([300, 200]);
  page.drawText(text, { x: 20, y: 100, size: 14, font: fonts.regular });
  page.drawText(text, { x: 20, y: 70, size: 14, font: fonts.bold });
  page.drawText(text, { x: 20, y: 40, size: 14, font: fonts.italic });
  const at = new Date("2026-12-01T00:00:00Z");
  doc.setCreationDate(at);
  doc.setModificationDate(at);
  return doc.save();
}

describe("embedPdfFonts", () => {
  it("parses each font file once per process; every document still gets the same subset", async () => {
    const create = vi.spyOn(fontkit, "create");
    try {
      const first = await document("Ngozi Ẹ̀bùbẹ̀ · Ɓaƙi Ɗanƴa · ọ̀ ị ụ ṅ · ₦5,000");
      const parsed = create.mock.calls.length;
      const second = await document("Ngozi Ẹ̀bùbẹ̀ · Ɓaƙi Ɗanƴa · ọ̀ ị ụ ṅ · ₦5,000");
      // The second document parsed nothing again, and came out the same.
      expect(create.mock.calls.length).toBe(parsed);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      // Another text is its own subset of the same fonts.
      const other = await document("Cassava");
      expect(other.byteLength).toBeLessThan(first.byteLength);
    } finally {
      create.mockRestore();
    }
  });
});
