/** The public certificate check (/certificates/{code}): anyone can see a certificate is genuine. */
const en = {
  metaTitle: "Verified certificate: {course}",
  metaWithdrawn: "Withdrawn certificate: {course}",
  withdrawnTitle: "This certificate was withdrawn",
  withdrawnIntro:
    "{siteName} withdrew this certificate on {date}, when the payment for its course was refunded. It no longer certifies that the course was completed.",
  metaNotFound: "Certificate not found",
  completed: "Completed",
  instructor: "Instructor",
  category: "Category",
  duration: "Duration",
  score: "Score",
  eyebrow: "{siteName} · Certificate check",
  title: "Verified certificate",
  intro:
    "This certificate of completion was issued by {siteName}. The details below are those on the certificate.",
  awardedTo: "Awarded to",
  forCourse: "For completing the course",
  code: "Verification code",
  questions: "Questions about this certificate?",
  contact: "Contact {siteName}",
  earnOne: "Want to earn one too?",
  browse: "Browse the academy",
  error404: "Error 404",
  errorTitle: "Something went wrong",
  notFoundTitle: "No certificate with this code",
  failedTitle: "This certificate could not be checked",
  notFoundText:
    "We issued no certificate with the code {code}. Check the code printed on the certificate: it looks like AFA-XXXX-XXXX-XXXX.",
  tryAgain: "Please try again in a moment.",
  contactUs: "Contact us",
  goHome: "Go Home",
} as const;

export default en;
