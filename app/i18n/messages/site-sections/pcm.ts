import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  offers: {
    academy: {
      title: "Academy",
      text: "Courses wey you fit take for your own time: crops, animals, technology, farm business and how to farm make land no spoil.",
    },
    training: {
      title: "Training",
      text: "Our main training programmes, wit video lessons and tins wey go help you learn.",
    },
    consulting: {
      title: "Consulting",
      text: "Expert advice for your farm or project, from di first plan till you grow am big.",
    },
    research: {
      title: "Research",
      text: "Research papers and open data about crops, soil, weather and technology.",
    },
  },
  learnMore: "Learn more",
  learnMoreAbout: " about {title}",
  stats: {
    farmersTrained: "Farmers wey we don train",
    certificatesIssued: "Certificates wey we don give",
    yieldImprovement: "How harvest don increase",
    sustainableProjects: "Projects wey dey protect land",
    notAvailable: "E never ready",
  },
};

export default pcm;
