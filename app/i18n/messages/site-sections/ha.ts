import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  offers: {
    academy: {
      title: "Makaranta",
      text: "Kwasa-kwasai da za ka bi a lokacinka: amfanin gona, dabbobi, fasaha, kasuwancin gona da noma mai ɗorewa.",
    },
    training: {
      title: "Horarwa",
      text: "Manyan shirye-shiryen horarwa tare da darussa na bidiyo da kayan koyo.",
    },
    consulting: {
      title: "Shawara",
      text: "Shawarar ƙwararru don gonarka ko aikinka, daga shiri na farko har zuwa faɗaɗawa.",
    },
    research: {
      title: "Bincike",
      text: "Takardun bincike da bayanai a buɗe kan amfanin gona, ƙasa, yanayi da fasaha.",
    },
  },
  learnMore: "Ƙara koyo",
  learnMoreAbout: " game da {title}",
  stats: {
    farmersTrained: "Manoman da aka horar",
    certificatesIssued: "Takardun shaida da aka bayar",
    yieldImprovement: "Ƙaruwar amfanin gona",
    sustainableProjects: "Ayyuka masu ɗorewa",
    notAvailable: "Babu shi tukuna",
  },
};

export default ha;
