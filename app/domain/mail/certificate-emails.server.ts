import type { Certificate } from "~/domain/learning/certificates.server";
import { wantsNotification } from "~/domain/notifications/notifications.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Services } from "~/services.server";
import { actionEmail } from "./templates.server";

/**
 * Tells the learner their certificate is ready, unless they switched "Certificate Ready" off.
 * Called after the transaction that issued it commits; the message goes to the outbox, which sends
 * it. A failure to queue is logged, never thrown, so the learner's progress is never lost to it.
 */
export async function sendCertificateIssuedEmail(
  services: Pick<Services, "db" | "mailer" | "logger" | "env">,
  certificate: Certificate,
  to: string,
): Promise<void> {
  try {
    if (!(await wantsNotification(services.db, certificate.userId, "certificate"))) return;
    const settings = await getSiteSettings(services.db);
    const appUrl = services.env.APP_URL;
    await services.mailer.send(
      actionEmail({
        to,
        siteName: settings.siteName,
        subject: `Your certificate for ${certificate.courseTitle} – ${settings.siteName}`,
        greeting: `Congratulations ${certificate.learnerName},`,
        paragraphs: [
          `You completed ${certificate.courseTitle} with ${certificate.instructor}, and your certificate has been issued.`,
          `Its verification code is ${certificate.code}. Anyone can check it at ${appUrl}/certificates/${certificate.code}.`,
        ],
        action: { label: "Download your certificate", url: `${appUrl}/dashboard/certificates` },
        footer: "Keep learning: new courses are added to the academy every month.",
      }),
    );
  } catch (error) {
    services.logger.error(
      { err: error, certificateId: certificate.id },
      "certificate e-mail failed",
    );
  }
}
