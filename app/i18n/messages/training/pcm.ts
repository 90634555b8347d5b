import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  meta: {
    title: "Training",
    description:
      "Our main farm training programmes, field videos and research from our demo farms for Nigeria. Join free or for price wey no cost much.",
  },
  hero: {
    badge: "Training",
    title: "Training programmes for di season wey dey come",
    lead: "Start wit one of our new programmes, then go far pass wit field videos and research from our demo farms.",
  },
  programs: {
    title: "Our main programmes",
    intro: "Our newest courses, wey you fit join now.",
    seeAll: "See all courses",
    empty: "No programme dey open now. Abeg check back soon.",
    continue: "Continue di training",
    enrol: "Join now",
  },
  resources: {
    title: "Tins wey go help you learn",
    intro: "Field videos and short research from our journey, free to read and watch.",
    empty: "New videos and research go show for here soon.",
    pdf: "PDF",
    video: "Video",
  },
  join: {
    title: "Open your free account",
    button: "Open account",
    text: "Join one programme, follow your progress lesson by lesson, and collect certificate when you finish.",
  },
};

export default pcm;
