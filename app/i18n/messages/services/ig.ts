import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  meta: {
    title: "Ọrụ anyị",
    description:
      "Agụmakwụkwọ na ọzụzụ, nkwado mmepụta, nchọpụta na ihe ọhụrụ maka ndị ọrụ ugbo na ndị azụmahịa ugbo na Naịjirịa.",
  },
  eyebrow: "Ọrụ anyị",
  title: "Ihe niile ugbo chọrọ iji too",
  lead: "Agụmakwụkwọ, nkwado mmepụta, nchọpụta na ihe ọhụrụ: ụzọ anọ anyị si enyere ndị ọrụ ugbo na ndị azụmahịa ugbo aka ịmụta ịmịpụta karịa.",
  onThisPage: "Ọrụ dị n’ibe a",
  whatWeOffer: "Ihe anyị na-enye",
  education: {
    title: "Agụmakwụkwọ na Ọzụzụ",
    text: "Kọọsụ bara uru ị nwere ike ịgụ na ekwentị gị, na ụbọchị ọzụzụ aka n’ugbo ngosi anyị.",
    features: {
      f1: "Kọọsụ n’ịntanetị ị ga-agụ n’oge nke gị: ihe ọkụkụ, anụ ụlọ, teknụzụ na azụmahịa ugbo",
      f2: "Nkuzi vidiyo dị mkpụmkpụ na-arụ ọrụ na data ekwentị, ya na ntụziaka ị nwere ike ibudata",
      f3: "Asambodo a pụrụ inyocha mgbe ị gụchara kọọsụ",
      f4: "Ụbọchị ugbo na ọmụmụ ihe n’ugbo ngosi anyị dị na Epe",
      f5: "Ọzụzụ otu maka ndị otu mmekọ, NGO na ụlọ ọrụ",
    },
    link: "Nyochaa Ụlọ akwụkwọ",
  },
  production: {
    title: "Mmepụta",
    text: "Nkwado aka iji hazie, guzobe ma rụọ ugbo na-amị mkpụrụ, site n’ule ala mbụ ruo n’ire ere mbụ.",
    features: {
      f1: "Atụmatụ ugbo na ịhọrọ azụmahịa kwesịrị ala na ego gị",
      f2: "Ndụmọdụ gbasara ihe ọkụkụ, ịzụ ọkụkọ, ịzụ azụ na anụ ụlọ",
      f3: "Nhazi mmiri ugbo, ụlọ osisi na ebe nchekwa",
      f4: "Ịchọta mkpụrụ, nri anụ, fatịlaịza na ngwaọrụ dị mma",
      f5: "Ilekọta ihe ubi mgbe owuwe gachara na ijikọ gị na ndị na-azụ ahịa",
    },
    link: "Gwa anyị gbasara mmepụta",
  },
  research: {
    title: "Nchọpụta",
    text: "Nchọpụta n’ugbo na-aza ajụjụ ndị ọrụ ugbo, nke anyị na-ebipụta n’ihu ọha ka onye ọ bụla jiri ya.",
    features: {
      f1: "Nnwale ụdị mkpụrụ na ụzọ ịkụ ihe n’ugbo ndị ọrụ ugbo n’onwe ha",
      f2: "Nyocha ala na ule ya, ya na ndụmọdụ gbasara fatịlaịza",
      f3: "Nyocha mmiri ozuzo na ihu igwe iji kpebie oge ịkụ ihe",
      f4: "Akwụkwọ nchọpụta na data mepere emepe, n’efu ibudata",
      f5: "Mmekọ nchọpụta ya na mahadum na ụlọ ọrụ",
    },
    link: "Lee nchọpụta anyị",
  },
  innovation: {
    title: "Ihe ọhụrụ",
    text: "Anyị na ndị ọrụ ugbo na-anwale ngwaọrụ na ụzọ ọhụrụ, ma na-ekesa ihe na-arụ ọrụ na ihe na-adịghị arụ.",
    features: {
      f1: "Ihe mmetụta dị ọnụ ala, ngwa mmiri ntapu na ngwaọrụ ugbo ọgbara ọhụrụ, a nwalere n’ugbo",
      f2: "Ọrụ ugbo kwekọrọ na ihu igwe: ihe ọkụkụ na-ekpuchi ala, ịhapụ ihe fọdụrụ n’ubi, ịkụ ihe n’oge",
      f3: "Ọrụ nnwale ya na ndị otu mmekọ na ndị mmekọ",
      f4: "Ngwa ndekọ na atụmatụ dijitalụ maka obere ugbo",
      f5: "Akụkọ, mmemme na nsonaazụ e kesara na Njem Anyị",
    },
    link: "Soro Njem Anyị",
  },
};

export default ig;
