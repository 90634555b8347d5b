import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  title: "Akụkọ ihe ịga nke ọma",
  addTitle: "Tinye akụkọ",
  editTitle: "Dezie akụkọ",
  addDescription: "Ihe ịga nke ọma nke onye ọrụ ugbo, n’okwu nke ya.",
  editDescription: "Akụkọ {name}.",
  emptyDescription: "Ihe ndị ọrụ ugbo kwuru; ndị egosiri n’ihu na-apụta na peeji mbụ.",
  summaryWhole: {
    $plural: {
      one: "Akụkọ {count} · {featured} egosiri n’ihu. Peeji mbụ na-egosi atọ kachasị ọhụrụ egosiri n’ihu.",
      other:
        "Akụkọ {count} · {featured} egosiri n’ihu. Peeji mbụ na-egosi atọ kachasị ọhụrụ egosiri n’ihu.",
    },
  },
  summaryPage:
    "Nke ọhụrụ na-ebu ụzọ; {featured} egosiri n’ihu na peeji a. Peeji mbụ na-egosi atọ kachasị ọhụrụ egosiri n’ihu.",
  pagesLabel: "Peeji akụkọ ihe ịga nke ọma",
  list: {
    featured: "Egosiri n’ihu",
    notFeatured: "Egosighị n’ihu",
    added: " · etinyere ya {date}",
    edit: "Dezie",
    editLabel: "Dezie akụkọ {name}",
    feature: "Gosi n’ihu",
    unfeature: "Wepụ n’ihu",
    toggleObject: "akụkọ {name}",
    deleteLabel: "Hichapụ akụkọ {name}",
    deleteQuestion: "Ị ga-ehichapụ akụkọ a?",
    deleteConsequence:
      "A ga-ewepụ akụkọ {name} na foto ya ruo mgbe ebighi ebi. Agaghị enwe ike iweghachi ya.",
    noOlder: "Enweghị akụkọ ihe ịga nke ọma ochie ọzọ",
    none: "Enwebeghị akụkọ ihe ịga nke ọma",
    emptyText:
      "Tinye ihe ndị ọrụ ugbo kwuru maka ọzụzụ ha; akụkọ egosiri n’ihu na-apụta na peeji mbụ.",
  },
  confirm: {
    delete: "Hichapụ",
    yes: "Ee, hichapụ ya",
  },
  form: {
    save: "Chekwaa mgbanwe",
    required: "Ị ga-ejupụta ebe niile nwere *.",
    name: "Aha *",
    role: "Ọrụ *",
    rolePlaceholder: "dịka Onye ọrụ ugbo akpụ",
    location: "Ebe *",
    locationPlaceholder: "dịka Steeti Anambra",
    rating: "Ọkwa",
    stars: { $plural: { one: "Kpakpando {count}", other: "Kpakpando {count}" } },
    story: "Akụkọ *",
    storyHint: "N’okwu nke ha: ihe gbanwere n’ugbo ha.",
    photo: "Foto (ọ bụghị iwu)",
    photoHint:
      "JPEG, PNG ma ọ bụ WebP, ruo 8 MB. Ọ bụrụ na ọ nweghị, a na-egosi mkpụrụedemede mbụ aha ha.",
    removePhoto: "Wepụ foto dị ugbu a",
    featured: "Gosi n’ihu: gosi ya na peeji mbụ (akụkọ atọ kachasị ọhụrụ egosiri n’ihu na-apụta)",
  },
  toasts: {
    added: "Etinyela akụkọ",
    addedDescription: "Etinyela akụkọ {name}.",
    updated: "Emelitela akụkọ",
    savedDescription: "Echekwala akụkọ {name}.",
    deleted: "Ehichapụla akụkọ",
    deletedDescription: "Ehichapụla akụkọ {name}.",
    featured: "Egosila akụkọ n’ihu",
    featuredDescription: "Ọ na-apụta na peeji mbụ ugbu a.",
    unfeatured: "Ewepụla akụkọ n’ihu",
    unfeaturedDescription: "Ọ naghịzi apụta na peeji mbụ.",
    saveFailed: "Nsogbu mgbe a na-echekwa akụkọ",
    deleteFailed: "Nsogbu mgbe a na-ehichapụ akụkọ",
    tooLarge: "Foto a karịrị 8 MB. Biko họrọ nke pere mpe.",
    notFound: "Akụkọ a adịghịzi. Ikekwe e hichapụla ya.",
    unsaved: "Enweghị ike ichekwa akụkọ ahụ. Biko nwaa ọzọ n’oge na-adịghị anya.",
  },
};

export default ig;
