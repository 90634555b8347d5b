import { findUserLocale } from "~/domain/i18n/preferences.server";
import { renderCertificatePdf } from "~/domain/learning/certificate-pdf.server";
import {
  findMyCertificateByCode,
  normaliseCertificateCode,
} from "~/domain/learning/certificate-queries.server";
import { siteUrl } from "~/domain/mail/templates.server";
import { getSiteSettings } from "~/domain/settings/settings.server";
import { notFoundFile } from "~/lib/http.server";
import { requireUser } from "~/routes/middleware/guards.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/certificate-pdf";

/**
 * Download PDF: GET /dashboard/certificates/{code}/pdf → afa-certificate-{code}.pdf. Only the
 * learner it was issued to gets it: the code is looked up together with their id, so another
 * learner's code is as unknown as a made-up one (404, nothing revealed).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const code = normaliseCertificateCode(params.code);
  if (!code) return notFoundFile("Certificate not found");
  const services = context.get(servicesContext);
  const certificate = await findMyCertificateByCode(services.db, user.id, code);
  if (!certificate) return notFoundFile("Certificate not found");
  const settings = await getSiteSettings(services.db);
  // In the holder's saved language, whatever page the link was on.
  const locale = await findUserLocale(services.db, user.id);
  const pdf = await renderCertificatePdf({
    certificate,
    siteName: settings.siteName,
    verifyUrl: siteUrl(services.env.APP_URL, `/certificates/${certificate.code}`, locale),
    locale,
  });
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="afa-certificate-${certificate.code}.pdf"`,
      "Content-Length": String(pdf.byteLength),
      // A document with the learner's name: never kept by a shared cache.
      "Cache-Control": "private, no-store",
    },
  });
}
