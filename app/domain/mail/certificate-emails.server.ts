import type { Database } from "~/db/client.server";
import type { Certificate } from "~/domain/learning/certificates.server";
import { type LearnerMailServices, queueLearnerEmail } from "./learner-email.server";
import { actionEmail } from "./templates.server";

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
    build: ({ learner, siteName, appUrl }) =>
      actionEmail({
        to: learner.email,
        siteName,
        subject: `Your certificate for ${certificate.courseTitle} – ${siteName}`,
        greeting: `Congratulations ${certificate.learnerName},`,
        paragraphs: [
          `You completed ${certificate.courseTitle} with ${certificate.instructor}, and your certificate has been issued.`,
          `Its verification code is ${certificate.code}. Anyone can check it at ${appUrl}/certificates/${certificate.code}.`,
        ],
        action: { label: "Download your certificate", url: `${appUrl}/dashboard/certificates` },
        footer: "Keep learning: new courses are added to the academy every month.",
      }),
    failure: {
      message: "certificate e-mail could not be queued",
      context: { certificateId: certificate.id },
    },
  });
}
