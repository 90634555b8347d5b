import { PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText, withoutMarks } from "../../../tests/support/certificates";
import { renderCertificatePdf, toFontText } from "./certificate-pdf.server";

// What WinAnsi (the standard fonts' encoding) holds, near enough for these tests: Latin-1.
const latin1 = (text: string) => Array.from(text).every((c) => (c.codePointAt(0) ?? 0) <= 0xff);

const certificate = {
  code: "AFA-7K3M-Q9TX-2HVB",
  learnerName: "Chidi Eze",
  courseTitle: "Soil Testing and Fertiliser Planning",
  instructor: "Dr. Olumide Afolabi",
  category: "Soil Analysis",
  duration: "2 weeks",
  score: null as number | null,
  // 23:30 UTC is already the next day in Lagos.
  completedAt: new Date("2026-05-12T23:30:00Z"),
};
const verifyUrl = "https://afa-academy.example/certificates/AFA-7K3M-Q9TX-2HVB";

function render(overrides: Partial<typeof certificate> = {}) {
  return renderCertificatePdf({
    certificate: { ...certificate, ...overrides },
    siteName: "AFA Academy",
    verifyUrl,
  });
}

describe("toFontText", () => {
  it("keeps what the font has and falls back per letter to what it lacks", () => {
    expect(toFontText("Chidi Eze", latin1)).toBe("Chidi Eze");
    expect(toFontText("Adébáyọ̀ Ọláńrewájú", latin1)).toBe("Adébáyò Olánrewájú");
    expect(toFontText("Ngozi Ẹ̀bùbẹ̀", latin1)).toBe("Ngozi Èbùbè");
    expect(toFontText("Ṣadé Ọ̀ṣun", latin1)).toBe("Sadé Òsun");
    // Decomposed input ends up the same as composed input.
    expect(toFontText("Ọláńrewájú".normalize("NFD"), latin1)).toBe("Olánrewájú");
  });

  it("writes a letter with no Latin form as a question mark rather than failing", () => {
    expect(toFontText("Ŋgozi 李", latin1)).toBe("?gozi ?");
    expect(toFontText("\u0301abc", latin1)).toBe("abc");
  });
});

describe("renderCertificatePdf", () => {
  it("draws a one-page landscape A4 certificate with every detail and the verification URL", async () => {
    const bytes = await render({ score: 92 });
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    const { width, height } = doc.getPage(0).getSize();
    expect(Math.round(width)).toBe(842);
    expect(Math.round(height)).toBe(595);
    expect(doc.getTitle()).toBe("Certificate of Completion – Chidi Eze");

    const text = await pdfText(bytes);
    for (const expected of [
      "AFA ACADEMY",
      "Certificate of Completion",
      "Chidi Eze",
      "Soil Testing and Fertiliser Planning",
      "13 May 2026",
      "Dr. Olumide Afolabi",
      "AFA-7K3M-Q9TX-2HVB",
      verifyUrl,
      "Score: 92%",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints no score when the course has no assessment", async () => {
    expect(await pdfText(await render())).not.toContain("Score");
  });

  it("draws the QR code as vector squares (no image) and links it to the verification page", async () => {
    const doc = await PDFDocument.load(await render());
    const page = doc.getPage(0);
    // No XObject (image) among the resources: the QR code is drawn with rectangles.
    const xObjects = page.node.Resources()?.lookupMaybe(PDFName.of("XObject"), PDFDict);
    expect(xObjects?.keys() ?? []).toEqual([]);
    const annotations = page.node.Annots();
    expect(annotations?.size()).toBe(1);
    const link = doc.context.lookup(annotations?.get(0), PDFDict);
    const action = link.lookup(PDFName.of("A"), PDFDict);
    expect(action.lookup(PDFName.of("URI"), PDFString).decodeText()).toBe(verifyUrl);
  });

  it.each(["Adébáyọ̀ Ọláńrewájú", "Ngozi Ẹ̀bùbẹ̀", "Ɗanjuma Ƙwaƙwalwa Ɓello"])(
    "writes the name %s with the embedded font and keeps it exactly in the metadata",
    async (name) => {
      const bytes = await render({ learnerName: name, courseTitle: "Ìtọ́jú Ilẹ̀ fún Àgbẹ̀" });
      const doc = await PDFDocument.load(bytes);
      expect(doc.getTitle()).toBe(`Certificate of Completion – ${name}`);
      const text = withoutMarks(await pdfText(bytes));
      // Every letter is drawn (no "?" and no fallback to a plain letter for ɓ ɗ ƙ).
      expect(text).toContain(withoutMarks(name));
      expect(text).toContain(withoutMarks("Ìtọ́jú Ilẹ̀ fún Àgbẹ̀"));
      expect(text).not.toContain("?");
    },
  );

  it("fits a very long name and course title on the page", async () => {
    const bytes = await render({
      learnerName: "Oluwaseun Adébáyọ̀ Ọláńrewájú-Ogunbanjo Chukwuemeka Nwachukwu",
      courseTitle:
        "Integrated Soil Fertility Management, Fertiliser Planning and Record Keeping for Smallholder Cassava and Maize Farmers",
    });
    const text = await pdfText(bytes);
    expect(withoutMarks(text)).toContain("Oluwaseun Adebayo");
    expect(text).toContain("Integrated Soil Fertility");
  });
});
