import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema";
import type { Certificate } from "~/domain/learning/certificates.server";
import { wantsNotification } from "~/domain/notifications/notifications.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import type { Services } from "~/services.server";
import { actionEmail } from "./templates.server";

export type CertificateMailServices = Pick<Services, "mailer" | "logger" | "env">;

/**
 * Tells the learner their certificate is ready, unless they switched "Certificate Ready" off.
 * Queued in the outbox inside `tx`, the transaction that issues the certificate: both commit or
 * neither does, and the outbox worker sends it. It runs in a savepoint, so a failure to queue is
 * logged and undone alone: the learner's progress and certificate are never lost to it.
 */
export async function queueCertificateIssuedEmail(
  services: CertificateMailServices,
  tx: Database,
  certificate: Certificate,
): Promise<void> {
  try {
    await tx.transaction(async (db) => {
      if (!(await wantsNotification(db, certificate.userId, "certificate"))) return;
      const [learner] = await db
        .select({ email: user.email })
        .from(user)
        .where(eq(user.id, certificate.userId))
        .limit(1);
      if (!learner) return;
      const settings = await getSiteSettings(db);
      const appUrl = services.env.APP_URL;
      await services.mailer.send(
        actionEmail({
          to: learner.email,
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
        { tx: db },
      );
    });
  } catch (error) {
    services.logger.error(
      { err: error, certificateId: certificate.id },
      "certificate e-mail could not be queued",
    );
  }
}
