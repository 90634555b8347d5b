import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { consultations } from "~/db/schema";
import { signInCodeText } from "~/domain/auth/two-factor-plugin.server";
import { renderCertificatePdf } from "~/domain/learning/certificate-pdf.server";
import { receiptEmail, refundEmail } from "~/domain/payments/receipt-email.server";
import { renderReceiptPdf } from "~/domain/payments/receipt-pdf.server";
import { DEFAULT_SETTINGS } from "~/domain/settings/settings.schema";
import { LOCALES } from "~/i18n/locales";
import { pdfText, withoutMarks } from "../../../tests/support/certificates";
import { sampleReceipt } from "../../../tests/support/payments";
import { certificateIssuedEmail } from "./certificate-emails.server";
import {
  consultationConfirmationEmail,
  consultationStaffEmail,
} from "./consultation-emails.server";
import {
  consultationMovedEmail,
  consultationReminderEmail,
  consultationStatusEmail,
} from "./consultation-status-emails.server";
import { contactAutoReplyEmail } from "./contact-emails.server";
import type { MailMessage } from "./mailer.server";
import {
  existingAccountEmail,
  passwordResetEmail,
  siteUrl,
  verificationEmail,
} from "./templates.server";

const appUrl = "https://afa.example";
const settings = { ...DEFAULT_SETTINGS, siteName: "AFA Academy" };

/** A sentence of each language that the e-mail or PDF must carry, with its own letters. */
const VERIFY_WORDS = {
  en: "Verify my e-mail",
  pcm: "Confirm my email",
  ha: "Tabbatar da imel ɗina",
  yo: "Jẹ́rìí sí ímeèlì mi",
  ig: "Kwado email m",
} as const;

const CERTIFICATE_TITLE = {
  en: "Certificate of Completion",
  pcm: "Certificate say you finish",
  ha: "Takardar shaidar kammalawa",
  yo: "Ìwé-ẹ̀rí ìparí ẹ̀kọ́",
  ig: "Asambodo mmecha",
} as const;

const RECEIPT_TOTAL = {
  en: "Total paid",
  pcm: "Total wey you pay",
  ha: "Jimillar da aka biya",
  yo: "Àpapọ̀ owó tí a san",
  ig: "Ego niile akwụrụ",
} as const;

function booking(status: "pending" | "confirmed"): typeof consultations.$inferSelect {
  const at = new Date("2026-03-02T09:00:00Z");
  return {
    id: "00000000-0000-4000-8000-000000000001",
    userId: null,
    name: "Ọláńrewájú Ɗanjuma",
    email: "visitor@example.ng",
    phone: null,
    farmSize: null,
    cropType: null,
    plan: "Beginner",
    preferredDate: "2099-06-15",
    preferredTime: "14:00",
    message: "Help with my cassava.",
    locale: "en",
    status,
    consultantId: null,
    startsAt: null,
    sequence: 0,
    channels: ["email"],
    phoneConfirmedAt: null,
    holdExpiresAt: null,
    idempotencyKey: null,
    createdAt: at,
    updatedAt: at,
  };
}

/**
 * Every web address of an e-mail works where it is read: in the text part it is never touched by
 * punctuation (a linkifier would take a trailing "." into the link, which 404s); in the HTML part
 * no address is plain text, and one shown as text is the address its link goes to.
 */
function expectWorkingAddresses(mail: MailMessage) {
  for (const [url] of mail.text.matchAll(/https?:\/\/\S+/g)) {
    expect(url, `${mail.subject}: ${url}`).not.toMatch(/[.,;:!?)\]'"»”]$/);
  }
  const anchors = [...mail.html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gs)];
  for (const [, href, label] of anchors) {
    expect(mail.text, `${mail.subject}: ${href} in the text part`).toContain(href);
    if (label?.startsWith("http")) expect(label).toBe(href);
  }
  const outsideLinks = mail.html.replace(/<a\b[^>]*>.*?<\/a>/gs, "").replace(/<[^>]+>/g, " ");
  expect(outsideLinks, `${mail.subject}: an address as plain text`).not.toMatch(/https?:\/\//);
}

describe("what we send, in each of the five languages", () => {
  it.each(LOCALES)("makes every address of every e-mail in %s a working link", (locale) => {
    const holder = { to: "ada@example.ng", name: "Ada", siteName: "AFA Academy", locale };
    const links = {
      reschedule: `${appUrl}/consultation/manage?token=r`,
      cancel: `${appUrl}/consultation/manage?token=c`,
    };
    const now = new Date("2099-06-01T00:00:00Z");
    const confirmed = { ...booking("confirmed"), startsAt: new Date("2099-06-15T13:00:00Z") };
    const mails: MailMessage[] = [
      verificationEmail({ ...holder, url: siteUrl(appUrl, "/verify?token=abc", locale) }),
      passwordResetEmail({ ...holder, url: siteUrl(appUrl, "/password-reset?token=a", locale) }),
      existingAccountEmail({ ...holder, appUrl }),
      certificateIssuedEmail({
        certificate: {
          code: "AFA-7K3M-Q9TX-2HVB",
          courseTitle: "Cassava",
          instructor: "Dr. Ngozi",
          learnerName: "Ada",
        },
        to: holder.to,
        siteName: holder.siteName,
        appUrl,
        locale,
      }),
      receiptEmail({
        to: holder.to,
        receipt: sampleReceipt(),
        pdf: new Uint8Array([37, 80, 68, 70]),
        courseUrl: siteUrl(appUrl, "/dashboard/courses/1/content", locale),
        paymentsUrl: siteUrl(appUrl, "/dashboard/settings/payments", locale),
        locale,
      }),
      refundEmail({
        to: holder.to,
        siteName: holder.siteName,
        courseTitle: "Cassava",
        amountKobo: 2_500_000,
        reference: "AFA-PAY-1",
        paymentsUrl: siteUrl(appUrl, "/dashboard/settings/payments", locale),
        locale,
      }),
      consultationConfirmationEmail({
        consultation: booking("pending"),
        settings,
        appUrl,
        locale,
        links,
      }),
      consultationStatusEmail({ consultation: confirmed, settings, appUrl, locale, links, now }),
      consultationMovedEmail({ consultation: confirmed, settings, appUrl, locale, links, now }),
      consultationReminderEmail({
        consultation: confirmed,
        settings,
        appUrl,
        locale,
        links,
        now,
        before: "day",
      }),
      contactAutoReplyEmail({
        contact: {
          id: "c1",
          name: "Ada",
          email: holder.to,
          phone: null,
          company: null,
          subject: "general",
          message: "Hello",
          createdAt: now,
          idempotencyKey: null,
          readAt: null,
        },
        settings,
        appUrl,
        locale,
      }),
      consultationStaffEmail({ consultation: booking("pending"), settings, appUrl }),
    ];
    for (const mail of mails) expectWorkingAddresses(mail);
    // The certificate's public address, the one the issue found with a full stop on it.
    const certificate = mails[3] as MailMessage;
    const verify = siteUrl(appUrl, "/certificates/AFA-7K3M-Q9TX-2HVB", locale);
    expect(certificate.html).toContain(`href="${verify}"`);
    expect(certificate.text).toMatch(new RegExp(`^${verify}$`, "m"));
  });

  it.each(LOCALES)("writes the account e-mails in %s with links in that language", (locale) => {
    const url = siteUrl(appUrl, "/verify?token=abc", locale);
    expect(url).toBe(
      locale === "en" ? `${appUrl}/verify?token=abc` : `${appUrl}/${locale}/verify?token=abc`,
    );
    const mail = verificationEmail({
      to: "ada@example.ng",
      name: "Ada",
      siteName: "AFA Academy",
      url,
      locale,
    });
    expect(mail.text).toContain(VERIFY_WORDS[locale]);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toContain('<html lang="');
    const reset = passwordResetEmail({
      to: "ada@example.ng",
      name: "Ada",
      siteName: "AFA Academy",
      url: siteUrl(appUrl, "/password-reset?token=abc", locale),
      locale,
    });
    expect(reset.text).toContain(locale === "en" ? "/password-reset" : `/${locale}/password-reset`);
  });

  it.each(LOCALES)("answers a booking in %s, the language of the page it came from", (locale) => {
    const mail = consultationConfirmationEmail({
      consultation: booking("pending"),
      settings,
      appUrl,
      locale,
    });
    expect(mail.text).toContain(
      locale === "en" ? `${appUrl}/academy` : `${appUrl}/${locale}/academy`,
    );
    if (locale === "ha") expect(mail.subject).toContain("Mun karɓi buƙatarka ta ganawa");
    if (locale === "yo") expect(mail.subject).toContain("A ti gba ìbéèrè ìmọ̀ràn rẹ");
    if (locale === "en") {
      expect(mail.subject).toBe("We received your consultation request – AFA Academy");
    }
    const status = consultationStatusEmail({
      consultation: booking("confirmed"),
      settings,
      appUrl,
      locale,
      now: new Date("2099-06-01T00:00:00Z"),
    });
    expect(status.attachments?.[0]?.filename).toBe("consultation.ics");
    if (locale === "yo") expect(status.text).toContain("Ìròyìn ayọ̀");
    if (locale === "ha") expect(status.text).toContain("Labari mai daɗi");
  });

  it.each(LOCALES)("texts the sign-in code in %s", (locale) => {
    const text = signInCodeText("123456", locale);
    expect(text).toContain("123456");
    expect(text).toContain("5");
    if (locale === "ha") expect(text).toContain("ƙare");
  });

  it.each(LOCALES)("prints the certificate in %s with every letter drawn", async (locale) => {
    const bytes = await renderCertificatePdf({
      certificate: {
        code: "AFA-7K3M-Q9TX-2HVB",
        learnerName: "Ɓello Ọláńrewájú Ụzọ",
        courseTitle: "Ìtọ́jú Ilẹ̀ fún Àgbẹ̀ – Ƙasa da taki",
        instructor: "Dr. Ngozi Ịhẹanacho",
        category: "Soil",
        duration: "2 weeks",
        score: 91,
        completedAt: new Date("2026-05-12T10:00:00Z"),
      },
      siteName: "AFA Academy",
      verifyUrl: siteUrl(appUrl, "/certificates/AFA-7K3M-Q9TX-2HVB", locale),
      locale,
    });
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toContain("Ɓello Ọláńrewájú Ụzọ");
    const text = withoutMarks(await pdfText(bytes));
    expect(text).toContain(withoutMarks(CERTIFICATE_TITLE[locale]));
    expect(text).toContain(withoutMarks("Ɓello Ọláńrewájú Ụzọ"));
    expect(text).toContain(withoutMarks("Ƙasa da taki"));
    expect(text).not.toContain("?");
    // Embedded and subset: small enough for mobile data.
    expect(bytes.byteLength).toBeLessThan(80_000);
  });

  it.each(LOCALES)("prints the receipt in %s with the naira sign", async (locale) => {
    const bytes = await renderReceiptPdf(
      sampleReceipt({
        paidAt: new Date("2026-05-12T10:00:00Z"),
        payerName: "Ɗanjuma Ẹ̀bùbẹ̀",
        courseTitle: "Ọ̀sìn adìyẹ",
      }),
      locale,
    );
    const text = withoutMarks(await pdfText(bytes));
    expect(text).toContain(withoutMarks(RECEIPT_TOTAL[locale]));
    expect(text).toContain("₦");
    expect(text).not.toContain("NGN");
    expect(text).toContain(withoutMarks("Ɗanjuma Ẹ̀bùbẹ̀"));
    expect(text).toContain(withoutMarks("Ọ̀sìn adìyẹ"));
  });
});
