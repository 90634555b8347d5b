import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  meta: {
    title: "About us",
    description:
      "{siteName} na farm training school and advice company for Lagos, Nigeria: wetin we wan do, wetin we dey see for front, wetin we believe, and wetin we don achieve wit farmers for all di country.",
  },
  hero: {
    eyebrow: "About {siteName}",
    title: "We dey help Nigerian farmers produce more, and produce well.",
    lead: "{siteName} na farm training school and advice company for Lagos. Our agronomists, vets and engineers, and plenty of dem be farmers too, dey teach small farmers and agro business people for all Nigeria: for online, for field, and one-on-one.",
  },
  purpose: {
    title: "Wetin we wan do and wetin we dey see for front",
    mission: {
      title: "Wetin we wan do",
      text: "To give farmers skills wey dem fit use, technology wey don prove itself and true advice, so dem go produce more from di land wey dem get, make more money from am, and leave di soil better pass how dem find am.",
    },
    vision: {
      title: "Wetin we dey see for front",
      text: "One Nigeria wey every farmer get di knowledge and support to feed di country, make profit and no spoil di land, and wey young people go choose farming wit pride.",
    },
  },
  slogan: {
    title: "Our slogan",
    text: "Knowledge wey you fit use sharp sharp, and you go see am for di crates, bags and tonnes wey your farm go bring.",
  },
  brand: {
    eyebrow: "Our logo",
    title: "Wetin our logo mean",
    intro: "Small plant wey dey grow comot from ploughed land under di harvest sun.",
    sprout: {
      title: "Di small plant",
      text: "Growth wey start small: di two leaf na learning and practice.",
    },
    sun: {
      title: "Di sun",
      text: "Di power wey every harvest need, and di hope of new season.",
    },
    field: {
      title: "Di land",
      text: "Di land itself, wey we dey teach farmers to take care of so e go continue to give.",
    },
  },
  achievements: {
    eyebrow: "Wetin we don achieve",
    title: "Wetin we don achieve together",
    loading: "E dey load wetin we don achieve...",
  },
  values: {
    eyebrow: "Wetin dey guide us",
    title: "Wetin we believe",
    practical: {
      title: "Knowledge wey you fit use",
      text: "Wetin dey work for real Nigerian farm, wit di tools and money wey farmers really get.",
    },
    sustainability: {
      title: "Farming wey no go spoil land",
      text: "Better harvest dis season, without to spoil di soil, di water or di pikin wey go come after.",
    },
    integrity: {
      title: "True talk",
      text: "Honest advice: we go only tell you wetin we go do for our own farm.",
    },
    innovation: {
      title: "New ideas",
      text: "We dey try new tools for field first, so we go only share wetin really bring money.",
    },
    community: {
      title: "Community",
      text: "Farmers dey learn fast pass from oda farmers: for class, for field and for WhatsApp.",
    },
    excellence: {
      title: "Correct work",
      text: "We dey measure ourself by di result for our learners' farm.",
    },
  },
  services: {
    eyebrow: "Wetin we dey offer",
    title: "How we fit help you",
    all: "All our services",
  },
  cta: {
    title: "Grow wit us",
    join: "Join di Academy",
    book: "Book consultation",
    text: "Start one course for your phone today, or book expert make e help you plan your next season.",
  },
};

export default pcm;
