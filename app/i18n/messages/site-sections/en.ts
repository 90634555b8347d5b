/** Sections several public pages share (home, about): the four services and the statistics. */
const en = {
  offers: {
    academy: {
      title: "Academy",
      text: "Self-paced courses in crops, livestock, technology, farm business and sustainability.",
    },
    training: {
      title: "Training",
      text: "Featured training programmes with video lessons and learning resources.",
    },
    consulting: {
      title: "Consulting",
      text: "Expert advice for your farm or project, from first plan to scaling up.",
    },
    research: {
      title: "Research",
      text: "Research papers and open data sets on crops, soil, climate and technology.",
    },
  },
  learnMore: "Learn more",
  learnMoreAbout: " about {title}",
  stats: {
    farmersTrained: "Farmers Trained",
    certificatesIssued: "Certificates Issued",
    yieldImprovement: "Yield Improvement",
    sustainableProjects: "Sustainable Projects",
    notAvailable: "Not available yet",
  },
} as const;

export default en;
