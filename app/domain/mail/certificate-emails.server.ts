import type { Database } from "~/db/client.server";
import type { Certificate } from "~/domain/learning/certificates.server";
import { ACCOUNT_TEMPLATES, whatsAppLanguage } from "~/domain/messaging/booking-messages.server";
import { type LearnerMailServices, queueLearnerEmail } from "./learner-email.server";
import { actionEmail, mailMessages, siteUrl } from "./templates.server";

export type CertificateMailServices = LearnerMailServices;

/**
 * Tells the learner their certificate is ready, unless they switched "Certificate Ready" off:
 * queued in the transaction that issues the certificate (queueLearnerEmail).
 */
export async function queueCertificateIssuedEmail(
  services: CertificateMailServices,
  tx: Database,
  certificate: Certificate,
): Promise<void> {
  await queueLearnerEmail(services, tx, {
    userId: certificate.userId,
    topic: "certificate",
    build: ({ learner, siteName, appUrl, locale }) => {
      const t = mailMessages(locale).certificate;
      const course = certificate.courseTitle;
      return actionEmail({
        to: learner.email,
        siteName,
        locale,
        subject: t.subject({ course, siteName }),
        greeting: t.greeting({ name: certificate.learnerName }),
        paragraphs: [
          t.completed({ course, instructor: certificate.instructor }),
          t.code({
            code: certificate.code,
            verifyUrl: siteUrl(appUrl, `/certificates/${certificate.code}`, locale),
          }),
        ],
        action: { label: t.action, url: siteUrl(appUrl, "/dashboard/certificates", locale) },
        footer: t.footer,
      });
    },
    phone: ({ siteName, appUrl, locale }) => {
      const verify = siteUrl(appUrl, `/certificates/${certificate.code}`, locale);
      return {
        whatsapp: {
          template: ACCOUNT_TEMPLATES.certificate,
          language: whatsAppLanguage(locale),
          params: [certificate.learnerName, certificate.courseTitle],
          buttons: [new URL(verify).pathname.replace(/^\//, "")],
        },
        sms: `${siteName}: ${mailMessages(locale).certificate.subject({ course: certificate.courseTitle, siteName })} ${verify}`,
      };
    },
    failure: {
      message: "certificate e-mail could not be queued",
      context: { certificateId: certificate.id },
    },
  });
}
