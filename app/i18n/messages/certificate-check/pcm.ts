import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  metaTitle: "Certificate wey we don check: {course}",
  metaWithdrawn: "Certificate wey we don cancel: {course}",
  withdrawnTitle: "We don cancel dis certificate",
  withdrawnIntro:
    "{siteName} cancel dis certificate for {date}, when we return di money wey dem pay for di course. E no dey show again say dem finish di course.",
  metaNotFound: "We no see di certificate",
  completed: "Di day wey dem finish",
  instructor: "Teacher",
  category: "Category",
  duration: "How long e take",
  score: "Score",
  eyebrow: "{siteName} · Certificate check",
  title: "Dis certificate na correct one",
  intro:
    "Na {siteName} give dis certificate for finishing course. Di details for down na di ones wey dey di certificate.",
  awardedTo: "Na who get am",
  forCourse: "For finishing dis course",
  code: "Code to check am",
  questions: "You get question about dis certificate?",
  contact: "Contact {siteName}",
  earnOne: "You want get your own too?",
  browse: "Check di academy",
  error404: "Error 404",
  errorTitle: "Sometin no work well",
  notFoundTitle: "No certificate get dis code",
  failedTitle: "We no fit check dis certificate",
  notFoundText:
    "We no give any certificate wey get di code {code}. Check di code wey dem print for di certificate: e dey look like AFA-XXXX-XXXX-XXXX.",
  tryAgain: "Abeg try again small time.",
  contactUs: "Contact us",
  goHome: "Go Home",
};

export default pcm;
