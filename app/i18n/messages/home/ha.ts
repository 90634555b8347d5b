import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  meta: {
    title: "Horarwa da shawara kan noma a Legas, Najeriya",
    description:
      "{siteName} tana horar da manoma da ’yan kasuwar noma a kan noma mai amfani, mai ɗorewa kuma na zamani, ta kwasa-kwasai a intanet, horarwa ta hannu da shawarar ƙwararru. Koyi yadda za ka ƙara yawan amfanin gona.",
  },
  hero: {
    badge: "Horarwa da shawara kan noma a Legas",
    title: "Mayar da gonarka babbar sana’a mai bunƙasa.",
    lead: "{siteName} tana taimaka wa manoma da ’yan kasuwar noma su ƙara samu ta kwasa-kwasai masu amfani, horarwa ta hannu da ganawa ta mutum ɗaya, daga ƙasa da iri har zuwa kasuwa.",
    bookConsultation: "Nemi ganawa",
    joinAcademy: "Shiga Makaranta",
    points: {
      phone: "Kwasa-kwasai da za ka iya bi a wayarka",
      certificates: "Takardar shaida idan ka gama kwas",
      advice: "Shawara ga sababbin manoma da gonakin da ke girma",
      lagos: "Muna Legas, muna hidima ga manoma a duk faɗin ƙasar",
    },
  },
  impact: {
    title: "Abin da muka cim ma zuwa yanzu",
    loading: "Ana loda alƙaluma...",
  },
  values: {
    eyebrow: "Abin da muka tsaya a kai",
    title: "Muhimman ƙa’idojinmu",
    intro: "Alkawura huɗu ne ke jagorantar kowane kwas, ranar horarwa da ganawa da muke yi.",
    practical: {
      title: "Koyo mai amfani",
      text: "Kowane darasi yana ƙarewa da abin da za ka iya yi a gonarka: shirya gadon iri, haɗa abincin dabbobi, tsara ban ruwa, ajiye bayanai. Ƙaramin magana, aiki mai yawa.",
    },
    sustainable: {
      title: "Noma mai ɗorewa",
      text: "Muna koyar da hanyoyin da ke kare ƙasarka, ruwanka da dabbobinka, don gonarka ta ci gaba da bayarwa kowace damina, ba wannan kaɗai ba.",
    },
    technology: {
      title: "Fasaha don bunƙasa",
      text: "Daga gwajin ƙasa da ban ruwa na ɗigo-ɗigo zuwa kayan noma na zamani da manhajojin ajiye bayanai, muna nuna maka fasahar da ke kawo riba da yadda ake amfani da ita.",
    },
    community: {
      title: "Al’umma da jagoranci",
      text: "Koyi tare da sauran manoma da ’yan kasuwar noma, ka sami jagora daga masu aikin da suka fuskanci irin matsalolin a gona.",
    },
  },
  offers: {
    eyebrow: "Yadda muke taimakawa",
    title: "Hanyoyin bunƙasa tare da mu",
  },
  stories: {
    loading: "Ana loda labaran nasara...",
    eyebrow: "Labaran nasara",
    title: "Manoman da ke bunƙasa tare da mu",
    intro: "Da bakinsu: abin da ya canza a gonakinsu bayan sun koya tare da mu.",
    more: "Ƙarin labarai daga tafiyarmu",
  },
  cta: {
    title: "Kana shirye ka ƙara samu daga ƙasarka?",
    text: "Buɗe asusu kyauta ka fara kwas yau, ko ka gaya mana game da gonarka mu taimaka maka ka zaɓi mataki na gaba da ya dace.",
    start: "Fara koyo yau",
    contact: "Tuntuɓe mu",
  },
};

export default ha;
