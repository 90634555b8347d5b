/** The Training page. */
const en = {
  meta: {
    title: "Training",
    description:
      "Featured agricultural training programmes, field videos and research from our demonstration farms in Nigeria. Enroll free or at an affordable price.",
  },
  hero: {
    badge: "Training",
    title: "Training programmes for the season ahead",
    lead: "Start with one of our newest programmes, then go further with field videos and research from our demonstration farms.",
  },
  programs: {
    title: "Featured Programs",
    intro: "Our newest courses, open for enrollment now.",
    seeAll: "See all courses",
    empty: "No programmes are open right now. Please check back soon.",
    continue: "Continue Training",
    enrol: "Enroll Now",
  },
  resources: {
    title: "Learning Resources",
    intro: "Field videos and research summaries from our journey, free to read and watch.",
    empty: "New videos and research will appear here soon.",
    pdf: "PDF",
    video: "Video",
  },
  join: {
    title: "Create your free account",
    button: "Create Account",
    text: "Enroll in a programme, follow your progress lesson by lesson and earn a certificate when you finish.",
  },
} as const;

export default en;
