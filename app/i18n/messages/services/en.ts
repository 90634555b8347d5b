/** The Services page. */
const en = {
  meta: {
    title: "Services",
    description:
      "Education and training, production support, research and innovation for farmers and agro-entrepreneurs in Nigeria.",
  },
  eyebrow: "Services",
  title: "Everything a farm needs to grow",
  lead: "Education, production support, research and innovation: four ways we help farmers and agro-entrepreneurs learn to produce more.",
  onThisPage: "Services on this page",
  whatWeOffer: "What we offer",
  education: {
    title: "Education & Training",
    text: "Practical courses you can follow on your phone, and hands-on training days on our demonstration plots.",
    features: {
      f1: "Self-paced online courses in crops, livestock, technology and farm business",
      f2: "Short video lessons that work on mobile data, with guides to download",
      f3: "Certificates you can verify when you complete a course",
      f4: "Field days and workshops on our demonstration plot in Epe",
      f5: "Group training for cooperatives, NGOs and companies",
    },
    link: "Explore the Academy",
  },
  production: {
    title: "Production",
    text: "Hands-on support to plan, set up and run a productive farm, from the first soil test to the first sale.",
    features: {
      f1: "Farm planning and enterprise selection for your land and budget",
      f2: "Crop, poultry, fish and livestock production advice",
      f3: "Irrigation, greenhouse and storage design",
      f4: "Sourcing quality seed, feed, fertiliser and equipment",
      f5: "Post-harvest handling and links to buyers",
    },
    link: "Talk to us about production",
  },
  research: {
    title: "Research",
    text: "On-farm research that answers farmers' questions, published openly so everyone can use it.",
    features: {
      f1: "Variety and planting trials on farmers' own fields",
      f2: "Soil surveys and testing with fertiliser recommendations",
      f3: "Rainfall and climate analysis for planting decisions",
      f4: "Research papers and open data sets, free to download",
      f5: "Research partnerships with universities and companies",
    },
    link: "Browse our research",
  },
  innovation: {
    title: "Innovation",
    text: "Trying new tools and practices with farmers, and sharing what works and what does not.",
    features: {
      f1: "Low-cost sensors, drip kits and smart-farming tools, tested in the field",
      f2: "Climate-smart practices: cover crops, residue retention, early planting",
      f3: "Pilot projects with cooperatives and partners",
      f4: "Digital records and planning tools for small farms",
      f5: "Stories, events and results shared on Our Journey",
    },
    link: "Follow Our Journey",
  },
} as const;

export default en;
