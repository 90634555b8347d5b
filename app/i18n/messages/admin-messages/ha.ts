import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  title: "Saƙonni",
  messageTitle: "Saƙo",
  from: "Saƙo daga {name}",
  received: "{subject} · an karɓa {date}",
  back: "Koma ga saƙonni",
  summary: {
    empty: "Saƙonni daga fom ɗin tuntuɓa.",
    page: "Saƙonni daga fom ɗin tuntuɓa, sababbi tukuna: {unread} ba a karanta ba a wannan shafi.",
    unread: "{unread} ba a karanta ba cikin {count}.",
    allRead: {
      $plural: {
        one: "Saƙo {count}, an karanta duka.",
        other: "Saƙonni {count}, an karanta duka.",
      },
    },
    moreThan: "Saƙonni fiye da {count} sun dace da nemanku, sababbi tukuna.",
    noMatch: "Babu saƙon da ya dace da nemanku.",
    matches: {
      $plural: {
        one: "Saƙo {count} ya dace da nemanku, sababbi tukuna.",
        other: "Saƙonni {count} sun dace da nemanku, sababbi tukuna.",
      },
    },
  },
  search: {
    label: "Nemi saƙonni",
    input: "Nema da suna, imel ko kalmomi a cikin saƙon",
    submit: "Nema",
  },
  pagesLabel: "Shafukan saƙonni",
  subjects: {
    general: "Tambaya ta gaba ɗaya",
    consulting: "Ayyukan shawara",
    academy: "Makaranta da horarwa",
    partnerships: "Haɗin gwiwa",
  },
  view: {
    email: "Imel",
    phone: "Waya",
    company: "Kamfani",
    subject: "Batu",
    notGiven: "Ba a bayar ba",
    message: "Saƙo",
    reply: "Amsa ta imel",
  },
  list: {
    unreadSr: " (ba a karanta ba)",
    unread: "Ba a karanta ba",
    deleteLabel: "Share saƙo daga {name}",
    deleteQuestion: "A share wannan saƙo?",
    deleteConsequence: "Za a cire saƙon {name} gaba ɗaya. Ba za a iya dawo da shi ba.",
    noOlderMatching: "Babu tsofaffin saƙonnin da suka dace",
    noMatching: "Babu saƙonnin da suka dace",
    noMatchingText:
      "Babu saƙon da ya dace da wannan nema. Gwada ƙananan kalmomi, ko wani ɓangare na suna ko adireshin imel.",
    noOlder: "Babu tsofaffin saƙonni",
    none: "Babu saƙonni tukuna",
    emptyText: "Saƙonnin da aka aiko ta fom ɗin tuntuɓa suna zuwa nan, sababbi tukuna.",
  },
  confirm: {
    delete: "Share",
    yes: "Ee, share",
  },
  toasts: {
    deleted: "An share saƙo",
    deletedDescription: "An share saƙon {name}.",
    deleteFailed: "Kuskure wajen share saƙo",
    deleteFailedDescription: "Ba a iya share saƙon ba. Don Allah a sake gwadawa.",
    unknownRequest: "Buƙatar da ba a sani ba.",
    fetchFailed: "Kuskure wajen samo saƙonni",
    notFound: "Wannan saƙon ba ya nan. Wataƙila an share shi.",
  },
};

export default ha;
