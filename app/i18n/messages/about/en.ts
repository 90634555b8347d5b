/** The About page. */
const en = {
  meta: {
    title: "About us",
    description:
      "{siteName} is an agricultural training academy and consultancy in Lagos, Nigeria: our mission, vision, values and what we have achieved with farmers across the country.",
  },
  hero: {
    eyebrow: "About {siteName}",
    title: "Helping Nigerian farmers grow more, and grow for good.",
    lead: "{siteName} is an agricultural training academy and consultancy in Lagos. Our agronomists, vets and engineers, many of them farmers too, teach smallholders and agro-entrepreneurs across Nigeria online, in the field and one to one.",
  },
  purpose: {
    title: "Our mission and vision",
    mission: {
      title: "Our mission",
      text: "To give farmers practical skills, proven technology and honest advice, so they produce more from the land they have, earn more from it, and leave the soil healthier than they found it.",
    },
    vision: {
      title: "Our vision",
      text: "A Nigeria where every farmer has the knowledge and support to feed the nation profitably and sustainably, and where young people choose farming with pride.",
    },
  },
  slogan: {
    title: "Our slogan",
    text: "Knowledge you can put to work at once, measured in crates, bags and tonnes from your farm.",
  },
  brand: {
    eyebrow: "Brand symbols",
    title: "What our logo stands for",
    intro: "A young plant rising from a ploughed field under the harvest sun.",
    sprout: {
      title: "The sprout",
      text: "Growth that starts small: its two leaves are learning and practice.",
    },
    sun: {
      title: "The sun",
      text: "The energy every harvest depends on, and the hope of a new season.",
    },
    field: {
      title: "The field",
      text: "The land itself, which we teach farmers to care for so it keeps giving.",
    },
  },
  achievements: {
    eyebrow: "Achievements",
    title: "What we have achieved together",
    loading: "Loading achievements...",
  },
  values: {
    eyebrow: "What guides us",
    title: "Our values",
    practical: {
      title: "Practical knowledge",
      text: "What works on a real Nigerian farm, with the tools and budgets farmers actually have.",
    },
    sustainability: {
      title: "Sustainability",
      text: "Good yields this season without costing the soil, the water or the next generation.",
    },
    integrity: {
      title: "Integrity",
      text: "Honest advice: we recommend only what we would do on our own farms.",
    },
    innovation: {
      title: "Innovation",
      text: "New tools tried in the field first, so we share only what truly pays off.",
    },
    community: {
      title: "Community",
      text: "Farmers learn fastest from other farmers, in class, in the field and on WhatsApp.",
    },
    excellence: {
      title: "Excellence",
      text: "We measure ourselves by the results on our learners' farms.",
    },
  },
  services: {
    eyebrow: "Services offered",
    title: "How we can help you",
    all: "All services",
  },
  cta: {
    title: "Grow with us",
    join: "Join Academy",
    book: "Book Consultation",
    text: "Start a course on your phone today, or book an expert to plan your next season.",
  },
} as const;

export default en;
