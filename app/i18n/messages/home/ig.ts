import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  meta: {
    title: "Ọzụzụ na ndụmọdụ ọrụ ugbo na Legọs, Naịjirịa",
    description:
      "{siteName} na-azụ ndị ọrụ ugbo na ndị azụmahịa ugbo n’ọrụ ugbo bara uru, na-echekwa ala ma dịkwa ọhụrụ, site na kọọsụ n’ịntanetị, ọzụzụ aka na ndụmọdụ ndị ọkachamara. Mụta ịmịpụta karịa.",
  },
  hero: {
    badge: "Ọzụzụ na ndụmọdụ ọrụ ugbo na Legọs",
    title: "Mee ka ugbo gị ghọọ azụmahịa na-eto eto.",
    lead: "{siteName} na-enyere ndị ọrụ ugbo na ndị azụmahịa ugbo aka ịmịpụta karịa site na kọọsụ bara uru, ọzụzụ aka na ndụmọdụ otu n’otu, site n’ala na mkpụrụ ruo n’ahịa.",
    bookConsultation: "Debe oge ndụmọdụ",
    joinAcademy: "Sonye n’Ụlọ akwụkwọ",
    points: {
      phone: "Kọọsụ ị nwere ike ịgụ na ekwentị gị",
      certificates: "Asambodo mgbe ị gụchara kọọsụ",
      advice: "Ndụmọdụ maka ndị na-amalite na ugbo na-eto eto",
      lagos: "Anyị nọ na Legọs, na-ejere ndị ọrụ ugbo niile nọ na mba a ozi",
    },
  },
  impact: {
    title: "Ihe anyị rụzuru ruo ugbu a",
    loading: "Ọnụọgụgụ na-ebu...",
  },
  values: {
    eyebrow: "Ihe anyị kwadoro",
    title: "Ụkpụrụ anyị kachasị mkpa",
    intro: "Nkwa anọ na-eduzi kọọsụ ọ bụla, ụbọchị ọzụzụ na ndụmọdụ anyị na-eme.",
    practical: {
      title: "Mmụta bara uru",
      text: "Nkuzi ọ bụla na-ejedebe n’ihe ị nwere ike ime n’ugbo nke gị: ịkwadebe ebe a ga-akụ mkpụrụ, ịgwakọta nri anụ, ịhazi mmiri ugbo, idebe ndekọ. Okwu dị ntakịrị, ọrụ dị ukwuu.",
    },
    sustainable: {
      title: "Ọrụ ugbo na-echekwa ala",
      text: "Anyị na-akụzi ụzọ na-echekwa ala, mmiri na anụ ụlọ gị, ka ala gị nọgide na-amị mkpụrụ kwa afọ, ọ bụghị naanị afọ a.",
    },
    technology: {
      title: "Teknụzụ maka uto",
      text: "Site n’ule ala na mmiri ntapu ruo ngwaọrụ ugbo ọgbara ọhụrụ na ngwa ndekọ dị mfe, anyị na-egosi gị teknụzụ na-eweta uru na otu esi eji ya.",
    },
    community: {
      title: "Obodo na nduzi",
      text: "Mụta ya na ndị ọrụ ugbo na ndị azụmahịa ugbo ndị ọzọ, ma nweta nduzi n’aka ndị chere otu nsogbu ahụ ihu n’ugbo.",
    },
  },
  offers: {
    eyebrow: "Otu anyị si enyere aka",
    title: "Ụzọ isoro anyị too",
  },
  stories: {
    loading: "Akụkọ ihe ịga nke ọma na-ebu...",
    eyebrow: "Akụkọ ihe ịga nke ọma",
    title: "Ndị ọrụ ugbo na-eso anyị eto",
    intro: "N’okwu nke ha: ihe gbanwere n’ugbo ha mgbe ha mụsịrị ihe n’aka anyị.",
    more: "Ihe ndị ọzọ site na njem anyị",
  },
  cta: {
    title: "Ị dịla njikere inweta karịa n’ala gị?",
    text: "Mepee akaụntụ n’efu ka ị malite kọọsụ taa, ma ọ bụ gwa anyị gbasara ugbo gị, anyị ga-enyere gị aka ịhọrọ nzọụkwụ ziri ezi ọzọ.",
    start: "Malite ịmụ taa",
    contact: "Kpọtụrụ anyị",
  },
};

export default ig;
