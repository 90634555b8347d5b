import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  meta: {
    title: "Farm training and advice for Lagos, Nigeria",
    description:
      "{siteName} dey train farmers and agro business people for farming wey you fit use for field, wey no go spoil land, and di new ways of farming: online courses, training wey you go do wit your hand, and expert advice. Learn to produce more.",
  },
  hero: {
    badge: "Farm training and advice for Lagos",
    title: "Make your farm turn big business.",
    lead: "{siteName} dey help farmers and agro business people produce more, wit courses wey you fit use for field, training wey you go do wit your hand, and advice wey na only you and our expert, from soil and seed reach market.",
    bookConsultation: "Book consultation",
    joinAcademy: "Join di Academy",
    points: {
      phone: "Courses wey you fit follow for your phone",
      certificates: "Certificate when you finish one course",
      advice: "Advice for people wey just start and farms wey dey grow",
      lagos: "We dey Lagos, but we dey serve farmers for all Nigeria",
    },
  },
  impact: {
    title: "Wetin we don do so far",
    loading: "Di numbers dey load...",
  },
  values: {
    eyebrow: "Wetin we believe",
    title: "Our main values",
    intro: "Four promise dey guide every course, training day and consultation wey we dey run.",
    practical: {
      title: "Learning wey you fit use",
      text: "Every lesson dey end wit something wey you fit do for your own farm: prepare seedbed, mix feed, plan water for farm, keep record. Less talk, more work.",
    },
    sustainable: {
      title: "Farming wey no go spoil land",
      text: "We dey teach ways wey go protect your soil, water and animals, so your land go dey produce season after season, no be only dis one.",
    },
    technology: {
      title: "Technology wey go make you grow",
      text: "From soil test and drip water to smart farm tools and simple record apps, we go show you which technology go bring money and how to use am.",
    },
    community: {
      title: "Community and people wey go guide you",
      text: "Learn together wit oda farmers and agro business people, and get guide from people wey don face di same wahala for field.",
    },
  },
  offers: {
    eyebrow: "How we dey help",
    title: "Ways wey you fit grow wit us",
  },
  stories: {
    loading: "Di success stories dey load...",
    eyebrow: "Success stories",
    title: "Farmers wey dey grow wit us",
    intro: "For dia own mouth: wetin change for dia farm after dem learn wit us.",
    more: "More from our journey",
  },
  cta: {
    title: "You ready to get more from your land?",
    text: "Open free account make you start one course today, or tell us about your farm and we go help you choose di correct next step.",
    start: "Start to learn today",
    contact: "Talk to us",
  },
};

export default pcm;
