import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  meta: {
    title: "Horarwa",
    description:
      "Manyan shirye-shiryen horarwa kan noma, bidiyon gona da bincike daga gonakin nunawa namu a Najeriya. Shiga kwas kyauta ko a farashi mai sauƙi.",
  },
  hero: {
    badge: "Horarwa",
    title: "Shirye-shiryen horarwa don damina mai zuwa",
    lead: "Fara da ɗaya daga cikin sababbin shirye-shiryenmu, sannan ka ci gaba da bidiyon gona da bincike daga gonakin nunawa namu.",
  },
  programs: {
    title: "Manyan shirye-shirye",
    intro: "Sababbin kwasa-kwasanmu, a buɗe don shiga yanzu.",
    seeAll: "Duba duk kwasa-kwasai",
    empty: "Babu shirin da ke buɗe yanzu. Don Allah ka sake dubawa nan ba da jimawa ba.",
    continue: "Ci gaba da horarwa",
    enrol: "Shiga kwas yanzu",
  },
  resources: {
    title: "Kayan koyo",
    intro: "Bidiyon gona da taƙaitaccen bincike daga tafiyarmu, kyauta don karantawa da kallo.",
    empty: "Sababbin bidiyo da bincike za su bayyana a nan ba da jimawa ba.",
    pdf: "PDF",
    video: "Bidiyo",
  },
  join: {
    title: "Buɗe asusunka kyauta",
    button: "Buɗe asusu",
    text: "Shiga shiri, bi ci gabanka darasi bayan darasi kuma ka sami takardar shaida idan ka gama.",
  },
};

export default ha;
