import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  meta: {
    title: "Gbasara anyị",
    description:
      "{siteName} bụ ụlọ akwụkwọ ọzụzụ na ụlọ ọrụ ndụmọdụ ọrụ ugbo na Legọs, Naịjirịa: ebumnuche anyị, ọhụụ anyị, ụkpụrụ anyị na ihe anyị rụzuru ya na ndị ọrụ ugbo na mba niile.",
  },
  hero: {
    eyebrow: "Gbasara {siteName}",
    title: "Anyị na-enyere ndị ọrụ ugbo Naịjirịa aka ịmịpụta karịa, n’ụzọ ziri ezi.",
    lead: "{siteName} bụ ụlọ akwụkwọ ọzụzụ na ụlọ ọrụ ndụmọdụ ọrụ ugbo na Legọs. Ndị ọkachamara ihe ọkụkụ, ndị dọkịta anụmanụ na ndị injinia anyị, ọtụtụ n’ime ha bụkwa ndị ọrụ ugbo, na-akụziri obere ndị ọrụ ugbo na ndị azụmahịa ugbo na Naịjirịa niile n’ịntanetị, n’ugbo na otu n’otu.",
  },
  purpose: {
    title: "Ebumnuche na ọhụụ anyị",
    mission: {
      title: "Ebumnuche anyị",
      text: "Inye ndị ọrụ ugbo nkà bara uru, teknụzụ a nwapụtara na ndụmọdụ eziokwu, ka ha mịpụta karịa n’ala ha nwere, nweta ego karịa na ya, ma hapụ ala ka ọ ka mma karịa otu ha hụrụ ya.",
    },
    vision: {
      title: "Ọhụụ anyị",
      text: "Naịjirịa ebe onye ọrụ ugbo ọ bụla nwere ihe ọmụma na nkwado iji zụọ mba a n’uru na n’echekwa ala, ebe ndị ntorobịa ji mpako na-ahọrọ ọrụ ugbo.",
    },
  },
  slogan: {
    title: "Mkpọkọ anyị",
    text: "Ihe ọmụma ị nwere ike iji rụọ ọrụ ozugbo, nke a na-atụ n’igbe, akpa na tọn si n’ugbo gị.",
  },
  brand: {
    eyebrow: "Akara anyị",
    title: "Ihe akara anyị pụtara",
    intro: "Obere osisi na-epulite n’ala a kọrọ akọ n’okpuru anyanwụ owuwe ihe ubi.",
    sprout: {
      title: "Mkpụrụ na-epulite",
      text: "Uto na-amalite nke nta: akwụkwọ ya abụọ bụ mmụta na omume.",
    },
    sun: {
      title: "Anyanwụ",
      text: "Ike owuwe ihe ubi ọ bụla dabere na ya, na olileanya nke oge ọhụrụ.",
    },
    field: {
      title: "Ubi",
      text: "Ala n’onwe ya, nke anyị na-akụziri ndị ọrụ ugbo ilekọta ka ọ nọgide na-enye.",
    },
  },
  achievements: {
    eyebrow: "Ihe anyị rụzuru",
    title: "Ihe anyị rụkọtara ọnụ",
    loading: "Ihe anyị rụzuru na-ebu...",
  },
  values: {
    eyebrow: "Ihe na-eduzi anyị",
    title: "Ụkpụrụ anyị",
    practical: {
      title: "Ihe ọmụma bara uru",
      text: "Ihe na-arụ ọrụ n’ezi ugbo Naịjirịa, ya na ngwaọrụ na ego ndị ọrụ ugbo nwere n’ezie.",
    },
    sustainability: {
      title: "Ichekwa ala",
      text: "Owuwe ihe ubi dị mma n’oge a, na-emebighị ala, mmiri ma ọ bụ ọgbọ na-abịa.",
    },
    integrity: {
      title: "Eziokwu",
      text: "Ndụmọdụ eziokwu: anyị na-atụ aro naanị ihe anyị ga-eme n’ugbo nke anyị.",
    },
    innovation: {
      title: "Ihe ọhụrụ",
      text: "Anyị na-ebu ụzọ nwalee ngwaọrụ ọhụrụ n’ugbo, ka anyị kesaa naanị ihe na-eweta uru n’ezie.",
    },
    community: {
      title: "Obodo",
      text: "Ndị ọrụ ugbo na-amụta ngwa ngwa n’aka ndị ọrụ ugbo ibe ha: na klaasị, n’ugbo na na WhatsApp.",
    },
    excellence: {
      title: "Ịrụ nke ọma",
      text: "Anyị ji nsonaazụ n’ugbo ụmụ akwụkwọ anyị atụ onwe anyị.",
    },
  },
  services: {
    eyebrow: "Ọrụ anyị na-enye",
    title: "Otu anyị nwere ike isi nyere gị aka",
    all: "Ọrụ anyị niile",
  },
  cta: {
    title: "Soro anyị too",
    join: "Sonye n’Ụlọ akwụkwọ",
    book: "Debe oge ndụmọdụ",
    text: "Malite kọọsụ na ekwentị gị taa, ma ọ bụ debe oge ka ọkachamara nyere gị aka ịhazi oge ọrụ ugbo gị ọzọ.",
  },
};

export default ig;
