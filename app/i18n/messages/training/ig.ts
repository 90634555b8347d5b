import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  meta: {
    title: "Ọzụzụ",
    description:
      "Mmemme ọzụzụ ọrụ ugbo kachasị mkpa, vidiyo ugbo na nchọpụta si n’ugbo ngosi anyị na Naịjirịa. Debanye aha n’efu ma ọ bụ n’ọnụahịa dị mfe.",
  },
  hero: {
    badge: "Ọzụzụ",
    title: "Mmemme ọzụzụ maka oge ọrụ ugbo na-abịa",
    lead: "Malite n’otu n’ime mmemme anyị kacha ọhụrụ, wee gaa n’ihu na vidiyo ugbo na nchọpụta si n’ugbo ngosi anyị.",
  },
  programs: {
    title: "Mmemme kachasị mkpa",
    intro: "Kọọsụ anyị kacha ọhụrụ, mepere maka idebanye aha ugbu a.",
    seeAll: "Lee kọọsụ niile",
    empty: "Ọ dịghị mmemme mepere ugbu a. Biko lọghachi n’oge na-adịghị anya.",
    continue: "Gaa n’ihu n’ọzụzụ",
    enrol: "Debanye aha ugbu a",
  },
  resources: {
    title: "Ihe enyemaka mmụta",
    intro: "Vidiyo ugbo na nchịkọta nchọpụta si na njem anyị, n’efu ịgụ na ikiri.",
    empty: "Vidiyo na nchọpụta ọhụrụ ga-apụta ebe a n’oge na-adịghị anya.",
    pdf: "PDF",
    video: "Vidiyo",
  },
  join: {
    title: "Mepee akaụntụ gị n’efu",
    button: "Mepee akaụntụ",
    text: "Debanye aha na mmemme, soro ọganihu gị nkuzi site na nkuzi ma nweta asambodo mgbe ị gụchara.",
  },
};

export default ig;
