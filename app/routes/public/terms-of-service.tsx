import {
  LegalDocument,
  type LegalParty,
  type LegalSection,
  useLegalParty,
} from "~/components/content/legal-document";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/terms-of-service";

const TERMS_LAST_UPDATED = "2026-11-22";

function termsSections({ siteName, address, contactEmail }: LegalParty): LegalSection[] {
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;
  return [
    {
      id: "about",
      title: "About these terms",
      body: (
        <>
          <p>
            These terms govern your use of the {siteName} website, our online courses, training,
            consultations and research downloads. "We" and "us" mean {siteName}, {address}. "You"
            means the person using the site or our services.
          </p>
          <p>
            By creating an account, enrolling in a course or booking a consultation you agree to
            these terms and to our <Link to="/privacy-policy">Privacy Policy</Link>. If you do not
            agree, please do not use the site. Nothing in these terms takes away the rights you have
            as a consumer under the Federal Competition and Consumer Protection Act 2018.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      title: "Your account",
      body: (
        <ul>
          <li>You must be 18 or over, or have the consent of a parent or guardian.</li>
          <li>
            Give accurate details and keep them up to date. Use an e-mail address you can receive
            messages at: we use it to verify your account and to reset your password.
          </li>
          <li>
            Your account is for you alone. Keep your password secret and tell us at once if you
            think someone else has used your account.
          </li>
          <li>
            You can close your account at any time with <em>Delete My Account</em> in your{" "}
            <Link to="/settings">settings</Link>.
          </li>
          <li>
            We may suspend or close an account that breaks these terms, after telling you why where
            the law and safety allow.
          </li>
        </ul>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      body: (
        <>
          <p>When you use the site, you agree not to:</p>
          <ul>
            <li>
              share your account, or copy, resell or publish our course materials as your own;
            </li>
            <li>
              upload or send anything unlawful, misleading, abusive or that infringes others'
              rights;
            </li>
            <li>
              send spam or automated requests, or try to get around limits on forms and sign-in;
            </li>
            <li>
              try to access accounts, data or parts of the site that are not meant for you, or
              disrupt the site's security or operation;
            </li>
            <li>
              impersonate anyone, or obtain a certificate by cheating or by someone else's work.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "courses",
      title: "Courses and certificates",
      body: (
        <>
          <p>
            When you enrol in a course you get personal, non-transferable access to its lessons and
            resources for as long as we offer the course and your account is open. We keep our
            courses up to date, which means lessons may be improved, replaced or reordered.
          </p>
          <p>
            When you complete a course, we issue a certificate with a unique verification code that
            anyone can check on our site. A certificate confirms that you completed our course; it
            is not a government licence or an academic degree. We may withdraw a certificate
            obtained by cheating or by mistake, and its verification page will then say so.
          </p>
        </>
      ),
    },
    {
      id: "fees",
      title: "Fees and payment",
      body: (
        <>
          <p>
            Many of our courses are free. Where a course, training day or consultation has a fee,
            the price is shown in Nigerian Naira (₦) before you commit, and includes any VAT that
            applies. We tell you how to pay before you are charged, and you pay nothing you have not
            agreed to.
          </p>
          <p>
            If you change your mind, ask for a refund within 14 days of paying: we refund in full if
            you have not yet started the course or had the consultation, and consider every other
            request fairly. Prices may change, but never for something you have already paid for.
          </p>
        </>
      ),
    },
    {
      id: "consultations",
      title: "Consultations",
      body: (
        <>
          <p>
            A consultation request is not yet a booking: we contact you to confirm a date, time and
            any fee. You can cancel or move a confirmed consultation by telling us at least 24 hours
            in advance.
          </p>
          <p>
            Our advice is based on the information you give us and on good agricultural practice.
            Farming results also depend on weather, pests, markets, inputs and how the advice is
            applied, which we do not control, so we cannot guarantee a particular yield or income.
          </p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Intellectual property",
      body: (
        <>
          <p>
            The courses, videos, guides, texts, illustrations, logo and software of this site belong
            to {siteName} or to those who licensed them to us. You may view and download them for
            your own learning and farm, but not copy, share or sell them without our written
            permission.
          </p>
          <p>
            Research papers and data sets on our <Link to="/research">research page</Link> may be
            used for study, research, extension and teaching, including by others, provided you
            credit {siteName} as the source, unless a file says otherwise.
          </p>
          <p>
            Messages and materials you send us remain yours. You allow us to use them to answer you
            and to provide the service you asked for.
          </p>
        </>
      ),
    },
    {
      id: "third-parties",
      title: "Links to other services",
      body: (
        <p>
          Some buttons open services run by others, such as WhatsApp, maps, social networks, or
          Google and Facebook sign-in. Their own terms and privacy policies apply there, and we are
          not responsible for them.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Our responsibility to you",
      body: (
        <>
          <p>
            We provide our courses and advice with reasonable care and skill. We work to keep the
            site available and correct, but it may sometimes be unavailable for maintenance or
            because of problems outside our control.
          </p>
          <p>
            As far as the law allows, we are not liable for indirect or unforeseeable losses, such
            as lost profits or crop losses caused by weather, pests or markets, and our total
            liability to you for any claim is limited to the amount you paid us for the service
            concerned in the 12 months before the claim. Nothing in these terms limits liability for
            death or personal injury caused by negligence, for fraud, or any liability that cannot
            be limited under Nigerian law.
          </p>
        </>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      body: (
        <p>
          We may update these terms when our services or the law change. The date at the top shows
          the current version. We will tell you about important changes by e-mail or by a
          notification in your dashboard before they apply; if you do not accept them, you can close
          your account.
        </p>
      ),
    },
    {
      id: "governing-law",
      title: "Governing law and disputes",
      body: (
        <p>
          These terms are governed by the laws of the Federal Republic of Nigeria. If you have a
          complaint, please contact us first: most problems are solved quickly that way. A dispute
          we cannot settle together may be referred to mediation at the Lagos Multi-Door Courthouse,
          and otherwise to the courts of Lagos State, which have jurisdiction.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <p>
          Questions about these terms: write to {siteName}, {address}, e-mail {mail}, or use our{" "}
          <Link to="/contact">contact page</Link>.
        </p>
      ),
    },
  ];
}

export default function TermsOfService() {
  const business = useLegalParty();
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={
        <p>
          Please read these terms before you use our website, courses and consultation services.
          They are written to be clear: if anything is not, ask us.
        </p>
      }
      sections={termsSections(business)}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Terms of Service",
    description:
      "The terms for using our website, online courses, certificates, consultations and research downloads, governed by Nigerian law.",
    path: "/terms-of-service",
  });
