import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  pagination: {
    previous: "Baya",
    next: "Gaba",
    pageOf: "Shafi {page} cikin {pageCount}",
    newer: "Sababbi",
    older: "Tsofaffi",
    nothingHere: "Babu komai a nan",
    newest: "Ana nuna sababbi {shown}",
    olderShown: "Ana nuna tsofaffi {shown}",
  },
  search: {
    clear: "Share",
  },
  password: {
    show: "Nuna kalmar sirri",
    hide: "Ɓoye kalmar sirri",
  },
  toast: {
    region: "Saƙonnin halin da ake ciki",
    dismiss: "Rufe sanarwar",
    dismissMessage: "Rufe saƙon",
  },
  rating: "An ba da tauraro {filled} cikin {max}",
  loading: "Ana lodawa…",
  quickContact: {
    open: "Tuntuɓe mu",
    help: "Me za mu taimaka maka da shi?",
    chat: "Yi hira da ma’aikatanmu",
  },
  routeError: {
    forbidden: { title: "Ba a yarda ba", message: "Ba ka da izinin yin wannan." },
    notFound: { title: "Ba a samu ba", message: "Wannan bayanin babu shi kuma." },
    tooMany: {
      title: "Ƙoƙari ya yi yawa",
      message: "Don Allah ka jira minti ɗaya, sannan ka sake gwadawa.",
    },
    unavailable: {
      title: "Ba ya aiki a yanzu",
      message:
        "Ba mu iya isa ga bayananmu a yanzu ba. Duk abin da ka aiko mana kafin wannan shafin yana nan lafiya. Don Allah ka sake gwadawa bayan minti ɗaya.",
    },
    failed: {
      title: "Wani abu ya lalace",
      message: "Wani abu ya lalace yayin loda wannan shafin. Don Allah ka sake loda shi.",
    },
    tryAgain: "Sake gwadawa",
  },
  notFound: {
    findWayBack: "Bari mu taimaka maka ka sami hanyar komawa.",
    browseCourses: "Duba kwasa-kwasai",
    contactUs: "Tuntuɓe mu",
  },
  durations: {
    hours: { $plural: { one: "awa {count}", other: "awanni {count}" } },
    days: { $plural: { one: "kwana {count}", other: "kwanaki {count}" } },
    weeks: { $plural: { one: "mako {count}", other: "makonni {count}" } },
    months: { $plural: { one: "wata {count}", other: "watanni {count}" } },
  },
};

export default ha;
