import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  pagination: {
    previous: "Nke gara aga",
    next: "Nke ọzọ",
    pageOf: "Ibe {page} n’ime {pageCount}",
    newer: "Ndị ọhụrụ",
    older: "Ndị ochie",
    nothingHere: "Ọ dịghị ihe dị ebe a",
    newest: "Na-egosi {shown} kacha ọhụrụ",
    olderShown: "Na-egosi {shown} ochie",
  },
  search: {
    clear: "Hichapụ",
  },
  password: {
    show: "Gosi okwuntughe",
    hide: "Zoo okwuntughe",
  },
  toast: {
    region: "Ozi gbasara ihe mere",
    dismiss: "Mechie ọkwa a",
    dismissMessage: "Mechie ozi a",
  },
  rating: "E nyere ya kpakpando {filled} n’ime {max}",
  loading: "Ọ na-ebu…",
  quickContact: {
    open: "Kpọtụrụ anyị",
    help: "Kedu ka anyị ga-esi nyere gị aka?",
    chat: "Kparịta ụka na ndị ọrụ anyị",
  },
  routeError: {
    forbidden: { title: "Anaghị ekwe ya", message: "Ị nweghị ikike ime nke a." },
    notFound: { title: "Achọtaghị ya", message: "Ndekọ a adịkwaghị." },
    tooMany: { title: "Ọ dị ọtụtụ mgbalị", message: "Biko chere otu nkeji, wee nwaa ọzọ." },
    unavailable: {
      title: "Ọ naghị arụ ọrụ ugbu a",
      message:
        "Anyị enweghị ike iru ndekọ anyị ugbu a. Ihe ọ bụla i zitere anyị tupu ibe a dị mma. Biko nwaa ọzọ mgbe otu nkeji gachara.",
    },
    failed: {
      title: "Ihe adịghị mma mere",
      message: "Ihe adịghị mma mere mgbe ibe a na-ebu. Biko megharịa ya.",
    },
    tryAgain: "Nwaa ọzọ",
  },
  notFound: {
    findWayBack: "Ka anyị nyere gị aka ịchọta ụzọ ị ga-esi laghachi.",
    browseCourses: "Lee kọọsụ anyị",
    contactUs: "Kpọtụrụ anyị",
  },
  durations: {
    hours: { $plural: { one: "awa {count}", other: "awa {count}" } },
    days: { $plural: { one: "ụbọchị {count}", other: "ụbọchị {count}" } },
    weeks: { $plural: { one: "izu {count}", other: "izu {count}" } },
    months: { $plural: { one: "ọnwa {count}", other: "ọnwa {count}" } },
  },
};

export default ig;
