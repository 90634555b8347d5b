import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  download: {
    heading: "Lee ya na-enweghị ịntanetị",
    lesson: "Budata ya ka ị lelee ya na-enweghị ịntanetị ({size})",
    course: plural(
      "Budata kọọsụ ahụ ka ị lelee ya na-enweghị ịntanetị: nkuzi {count}, {size}",
      "Budata kọọsụ ahụ ka ị lelee ya na-enweghị ịntanetị: nkuzi {count}, {size}",
    ),
    sizeNote:
      "Ọ na-eji nha vidiyo ị họọrọ. Ohere fọdụrụ na ekwentị a: {free}. Ihe ị budatara ga-anọ ruo mgbe ị hichapụrụ ya.",
    sizeNoteUnknown: "Ọ na-eji nha vidiyo ị họọrọ. Ihe ị budatara ga-anọ ruo mgbe ị hichapụrụ ya.",
    firstDownload: "Mbudata mbụ ga-edokwa faịlụ nke ngwa a, nke ihe niile ị budatara na-eji.",
    working: "Ọ na-ebudata… faịlụ {done} n’ime {total}",
    done: "Ị nwere ike ilele ya na-enweghị ịntanetị",
    courseDone: "Ị nwere ike ilele nkuzi ọ bụla nke kọọsụ a na-enweghị ịntanetị",
    failed: "Mbudata ahụ kwụsịrị. Lelee ịntanetị gị ma nwaa ọzọ.",
    noSpace: "Ohere zuru ezu adịghị na ekwentị a maka mbudata a.",
    delete: "Hichapụ ihe ị budatara",
    seeAll: "Ihe ị budatara",
    unsupported: "Ihe nchọgharị a enweghị ike ichekwa nkuzi maka ilele na-enweghị ịntanetị.",
  },
  downloads: {
    title: "Ihe ị budatara",
    intro:
      "Nkuzi echekwara na ekwentị a ka ị lelee ha na-enweghị ịntanetị. A ga-ezipu ọganihu ị mere na-enweghị ịntanetị mgbe ị laghachiri n’ịntanetị.",
    loading: "Anyị na-achọ ihe ị budatara na ekwentị a…",
    noscript:
      "Ihe ị budatara chọrọ JavaScript: gbanye ya ka ị nwee ike ichekwa nkuzi na ekwentị a.",
    empty:
      "Ị budatabeghị ihe ọ bụla. Mepee otu nkuzi ma họrọ Budata ya ka ị lelee ya na-enweghị ịntanetị.",
    browse: "Gaa na Kọọsụ m",
    total: "Ihe ị budatara ji {size} · {free} fọdụrụ",
    totalUnknown: "Ihe ị budatara ji {size}",
    listLabel: "Nkuzi ị budatara",
    saved: "Ebudatara ya na {date}",
    open: "Mepee nkuzi",
    delete: "Hichapụ",
    deleteLabel: "Hichapụ mbudata nke {lesson}",
    deleted: "Ehichapụla ihe ahụ ị budatara.",
    waiting: plural(
      "Mmelite ọganihu {count} na-eche ka e zipu ya.",
      "Mmelite ọganihu {count} na-eche ka e zipu ha.",
    ),
    signOutNote: "Ịpụ na-ewepụ ihe ị budatara na ọganihu e zipụbeghị na ekwentị a.",
  },
  offline: {
    title: "Ị nọghị n’ịntanetị",
    intro:
      "Ebudatabeghị peeji a. Ihe ndị a dị na-enweghị ịntanetị; ihe ọ bụla ị mụtara na-enweghị ịntanetị, a na-echekwa ya ma zipu ya mgbe ị laghachiri n’ịntanetị.",
    available: "Ihe ị nwere ike imepe na-enweghị ịntanetị",
    dashboard: "Nchịkọta",
    myCourses: "Kọọsụ m",
    downloads: "Ihe ị budatara",
    retry: "Nwaa ọzọ",
  },
  quizOffline: "Ule chọrọ ịntanetị: ọ bụ na sava anyị ka a na-aka azịza akara.",
};

export default ig;
