import type { Database } from "~/db/client.server";
import type { Certificate } from "~/domain/learning/certificates.server";
import { ACCOUNT_TEMPLATES, whatsAppLanguage } from "~/domain/messaging/booking-messages.server";
import type { Locale } from "~/i18n/locales";
import { type LearnerMailServices, queueLearnerEmail } from "./learner-email.server";
import type { MailMessage } from "./mailer.server";
import { actionEmail, mailMessages, siteUrl } from "./templates.server";

export type CertificateMailServices = LearnerMailServices;

/** The "your certificate is ready" e-mail: the code, its public address, the button to it. */
export function certificateIssuedEmail(input: {
  certificate: Pick<Certificate, "code" | "courseTitle" | "instructor" | "learnerName">;
  to: string;
  siteName: string;
  appUrl: string;
  locale: Locale;
}): MailMessage {
  const { certificate, siteName, appUrl, locale } = input;
  const t = mailMessages(locale).certificate;
  const course = certificate.courseTitle;
  return actionEmail({
    to: input.to,
    siteName,
    locale,
    subject: t.subject({ course, siteName }),
    greeting: t.greeting({ name: certificate.learnerName }),
    paragraphs: [
      t.completed({ course, instructor: certificate.instructor }),
      {
        text: t.code({ code: certificate.code }),
        url: siteUrl(appUrl, `/certificates/${certificate.code}`, locale),
      },
    ],
    action: { label: t.action, url: siteUrl(appUrl, "/dashboard/certificates", locale) },
    footer: t.footer,
  });
}

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
    build: ({ learner, siteName, appUrl, locale }) =>
      certificateIssuedEmail({ certificate, to: learner.email, siteName, appUrl, locale }),
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
