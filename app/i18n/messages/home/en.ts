/** The home page. */
const en = {
  meta: {
    title: "Agricultural training and consultancy in Lagos, Nigeria",
    description:
      "{siteName} trains farmers and agro-entrepreneurs in practical, sustainable and modern agriculture, with online courses, hands-on training and expert consultation. Learn to produce more.",
  },
  hero: {
    badge: "Agricultural training & consultancy in Lagos",
    title: "Turn your farm into a thriving business.",
    lead: "{siteName} helps farmers and agro-entrepreneurs grow more with practical courses, hands-on training and one-to-one consultation, from soil and seed to market.",
    bookConsultation: "Book Consultation",
    joinAcademy: "Join Academy",
    points: {
      phone: "Courses you can follow on your phone",
      certificates: "Certificates when you complete a course",
      advice: "Advice for beginners and growing farms",
      lagos: "Based in Lagos, serving farmers nationwide",
    },
  },
  impact: {
    title: "Our impact so far",
    loading: "Loading statistics...",
  },
  values: {
    eyebrow: "What we stand for",
    title: "Our core values",
    intro: "Four commitments shape every course, training day and consultation we run.",
    practical: {
      title: "Practical learning",
      text: "Every lesson ends with something you can do on your own farm: prepare a seedbed, mix feed, plan irrigation, keep records. Less theory, more practice.",
    },
    sustainable: {
      title: "Sustainable farming",
      text: "We teach methods that protect your soil, water and animals, so your land keeps producing season after season, not just this one.",
    },
    technology: {
      title: "Technology for growth",
      text: "From soil testing and drip irrigation to smart-farming tools and simple record apps, we show which technology pays off and how to use it.",
    },
    community: {
      title: "Community & mentorship",
      text: "Learn alongside other farmers and agro-entrepreneurs, and get guidance from practitioners who have faced the same challenges in the field.",
    },
  },
  offers: {
    eyebrow: "How we help",
    title: "Ways to grow with us",
  },
  stories: {
    loading: "Loading success stories...",
    eyebrow: "Success stories",
    title: "Farmers growing with us",
    intro: "In their own words: what changed on their farms after learning with us.",
    more: "More from our journey",
  },
  cta: {
    title: "Ready to grow more from your land?",
    text: "Create a free account to start a course today, or tell us about your farm and we will help you choose the right next step.",
    start: "Start Learning Today",
    contact: "Get in Touch",
  },
} as const;

export default en;
