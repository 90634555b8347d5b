import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  offers: {
    academy: {
      title: "Ụlọ akwụkwọ",
      text: "Kọọsụ ị ga-agụ n’oge nke gị: ihe ọkụkụ, anụ ụlọ, teknụzụ, azụmahịa ugbo na ọrụ ugbo na-echekwa ala.",
    },
    training: {
      title: "Ọzụzụ",
      text: "Mmemme ọzụzụ anyị kachasị mkpa, nwere nkuzi vidiyo na ihe enyemaka mmụta.",
    },
    consulting: {
      title: "Ndụmọdụ",
      text: "Ndụmọdụ ndị ọkachamara maka ugbo gị ma ọ bụ ọrụ gị, site na atụmatụ mbụ ruo mgbe ị gbasaa ya.",
    },
    research: {
      title: "Nchọpụta",
      text: "Akwụkwọ nchọpụta na data mepere emepe gbasara ihe ọkụkụ, ala, ihu igwe na teknụzụ.",
    },
  },
  learnMore: "Mụtakwuo",
  learnMoreAbout: " gbasara {title}",
  stats: {
    farmersTrained: "Ndị ọrụ ugbo a zụrụ",
    certificatesIssued: "Asambodo e nyere",
    yieldImprovement: "Mmụba owuwe ihe ubi",
    sustainableProjects: "Ọrụ na-echekwa ala",
    notAvailable: "Ọ dịbeghị",
  },
};

export default ig;
