import {
  LegalDocument,
  type LegalParty,
  type LegalSection,
  useLegalParty,
} from "~/components/content/legal-document";
import { Link } from "~/components/ui/link";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/privacy-policy";

const PRIVACY_LAST_UPDATED = "2026-11-22";

function privacySections({ siteName, address, contactEmail }: LegalParty): LegalSection[] {
  const mail = (subject: string) => (
    <a href={`mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`}>{contactEmail}</a>
  );
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      body: (
        <>
          <p>
            {siteName} is an agricultural training academy and consultancy based in Lagos, Nigeria.
            For the personal data described in this policy, {siteName} is the data controller under
            the Nigeria Data Protection Act 2023 (the "NDPA"): we decide why and how your data is
            used, and we are responsible for it.
          </p>
          <ul>
            <li>
              <strong>Address:</strong> {address}
            </li>
            <li>
              <strong>E-mail for privacy questions:</strong> {mail("Data protection request")}
            </li>
          </ul>
          <p>
            Our data protection lead handles every privacy request sent to this address. This policy
            explains what we collect, why, how long we keep it and the rights you have.
          </p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "The personal data we collect",
      body: (
        <>
          <p>We only collect what we need to provide our services:</p>
          <ul>
            <li>
              <strong>Your account:</strong> full name, e-mail address, phone number, password
              (stored only as a secure one-way hash, never readable by anyone), role, account
              status, and the dates you signed up and last changed your details. If you sign in with
              Google or Facebook, we receive your name, e-mail address and profile picture from that
              service.
            </li>
            <li>
              <strong>Your learning:</strong> the courses you enrol in, lessons completed, watch
              time, progress and scores, certificates issued to you, your notifications and your
              notification preferences.
            </li>
            <li>
              <strong>Consultation requests:</strong> name, e-mail, phone, farm size, crops, the
              plan you choose, your preferred date and time, your message, and the status of the
              request.
            </li>
            <li>
              <strong>Contact messages:</strong> name, e-mail, phone, company, subject and your
              message.
            </li>
            <li>
              <strong>Technical data:</strong> your IP address and browser details when you sign in
              or send a form, used to keep accounts secure and to stop spam and abuse, and short
              server logs of the pages requested.
            </li>
          </ul>
          <p>
            We do not ask for sensitive personal data (such as health, religion or biometric data)
            and ask you not to include it in messages. We do not collect card details: if a paid
            service is offered, payment is handled as described at the time of purchase.
          </p>
        </>
      ),
    },
    {
      id: "purposes",
      title: "Why we use it and our lawful bases",
      body: (
        <>
          <p>Section 25 of the NDPA lists the lawful bases for processing. We rely on these:</p>
          <ul>
            <li>
              <strong>
                To create and run your account, deliver courses, track your progress and issue
                certificates
              </strong>
              : performance of our contract with you.
            </li>
            <li>
              <strong>
                To handle your consultation request or contact message and reply to you
              </strong>
              : steps you ask us to take before a contract, and performance of that contract.
            </li>
            <li>
              <strong>To send service e-mails</strong> (verifying your e-mail, password resets,
              confirmations, certificate and consultation updates): performance of our contract.
            </li>
            <li>
              <strong>To keep the site secure</strong>, prevent fraud, spam and misuse, and fix
              problems: our legitimate interests, balanced against your rights.
            </li>
            <li>
              <strong>To keep accounting and tax records</strong> and respond to lawful requests
              from authorities: compliance with a legal obligation.
            </li>
            <li>
              <strong>Optional notifications</strong> you switch on or off in your settings: your
              consent, which you can withdraw at any time.
            </li>
          </ul>
          <p>
            We do not sell your personal data, we do not use it for advertising, and we make no
            decisions about you by automated means alone.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "Who we share it with",
      body: (
        <>
          <p>We share personal data only where needed, and never sell it:</p>
          <ul>
            <li>
              <strong>Service providers</strong> who host our website and database and deliver our
              e-mails. They act on our instructions under written contracts that require them to
              keep your data secure and confidential.
            </li>
            <li>
              <strong>Certificate checks:</strong> anyone you give a certificate verification code
              to can confirm your name, the course and the date it was issued.
            </li>
            <li>
              <strong>Authorities</strong>, when the law requires it or to protect the rights and
              safety of our learners, staff or the public.
            </li>
          </ul>
          <p>
            Where a provider stores or processes data outside Nigeria, we only transfer it as Part
            VIII of the NDPA allows: to a country with adequate protection, or with appropriate
            safeguards such as contractual clauses.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      body: (
        <ul>
          <li>
            <strong>Account and learning records</strong>: while your account is open. When you
            delete your account, we delete your profile, enrolments, progress, certificates and
            notifications at once.
          </li>
          <li>
            <strong>Consultation requests</strong>: up to six years after the consultation, as
            business and tax records. After an account is deleted they are kept without any link to
            it.
          </li>
          <li>
            <strong>Contact messages</strong>: up to two years after our last reply, unless they
            lead to a contract.
          </li>
          <li>
            <strong>Security and server logs</strong>: no longer than 90 days, unless needed to
            investigate an incident.
          </li>
        </ul>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      body: (
        <>
          <p>Under sections 34 to 38 of the NDPA you have the right to:</p>
          <ul>
            <li>
              <strong>Be informed</strong> about how we use your data, as in this policy.
            </li>
            <li>
              <strong>Access</strong> the personal data we hold about you and receive a copy.
            </li>
            <li>
              <strong>Rectification</strong>: correct inaccurate or incomplete data. You can edit
              your name and phone number yourself in your{" "}
              <Link to="/settings">account settings</Link>.
            </li>
            <li>
              <strong>Erasure</strong>: have your data deleted. Use <em>Delete My Account</em> in
              your <Link to="/settings">account settings</Link>; it takes effect at once after you
              confirm your password.
            </li>
            <li>
              <strong>Data portability</strong>: receive your data in a machine-readable format. Use{" "}
              <em>Download My Data</em> in your <Link to="/settings">account settings</Link> to get
              all of it (profile, enrolments, progress, certificates, consultations and
              notifications) as a JSON file.
            </li>
            <li>
              <strong>Object</strong> to processing based on our legitimate interests, and to
              restrict processing while a complaint is checked.
            </li>
            <li>
              <strong>Withdraw consent</strong> at any time where we rely on it, without affecting
              what was done before.
            </li>
          </ul>
          <p>
            For anything you cannot do yourself in your settings, e-mail{" "}
            {mail("Data protection request")}. We may ask you to confirm your identity, and we reply
            within one month at the latest. Exercising your rights is free.
          </p>
        </>
      ),
    },
    {
      id: "complaints",
      title: "Complaints",
      body: (
        <p>
          If you are unhappy with how we handle your data, please tell us first at{" "}
          {mail("Data protection complaint")} so we can put it right. You also have the right to
          lodge a complaint with the Nigeria Data Protection Commission (NDPC), the regulator under
          the NDPA, through its website{" "}
          <a href="https://ndpc.gov.ng" rel="noopener noreferrer" target="_blank">
            ndpc.gov.ng
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          .
        </p>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      body: (
        <>
          <p>We use only the cookies the site needs to work:</p>
          <ul>
            <li>
              <strong>Session cookie</strong>: keeps you signed in. It cannot be read by scripts, is
              only sent over secure connections and ends when you sign out.
            </li>
            <li>
              <strong>Message (flash) cookie</strong>: carries a one-time confirmation such as
              "Message Sent!" to the next page, then is deleted.
            </li>
          </ul>
          <p>
            We use no analytics, advertising or tracking cookies, and our pages load no third-party
            scripts, fonts or trackers. Because these cookies are strictly necessary, we do not ask
            for consent to them; blocking them in your browser will stop sign-in from working.
          </p>
        </>
      ),
    },
    {
      id: "security",
      title: "How we protect your data",
      body: (
        <>
          <p>
            We use encrypted connections (HTTPS), store passwords only as strong one-way hashes,
            limit access to personal data to staff who need it, check every request on the server
            against your role, and limit repeated attempts to sign in or send forms.
          </p>
          <p>
            If a personal data breach is likely to put your rights at risk, we will report it to the
            Nigeria Data Protection Commission within 72 hours of becoming aware of it, and tell you
            without delay where the risk to you is high, as section 40 of the NDPA requires.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      body: (
        <p>
          Our courses and services are intended for people aged 18 and over. Young people under 18
          may use them only with the consent of a parent or legal guardian, as section 31 of the
          NDPA requires. If you believe a child has given us personal data without that consent,
          contact us and we will delete it.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      body: (
        <p>
          We update this policy when our services or the law change. The date at the top shows the
          latest version. If a change affects how we use data you have already given us, we will
          tell you by e-mail or by a notification in your dashboard before it takes effect.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      body: (
        <p>
          Questions about this policy or your data: write to {siteName}, {address}, or e-mail{" "}
          {mail("Privacy question")}. You can also reach us through our{" "}
          <Link to="/contact">contact page</Link>.
        </p>
      ),
    },
  ];
}

export default function PrivacyPolicy() {
  const controller = useLegalParty();
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={
        <p>
          This policy explains how {controller.siteName} collects and uses personal data when you
          visit our website, create an account, take a course, book a consultation or contact us, in
          line with the Nigeria Data Protection Act 2023. Please also read our{" "}
          <Link to="/terms-of-service">Terms of Service</Link>.
        </p>
      }
      sections={privacySections(controller)}
    />
  );
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Privacy Policy",
    description:
      "How we collect, use and protect your personal data under the Nigeria Data Protection Act 2023, and how to use your rights.",
    path: "/privacy-policy",
  });
