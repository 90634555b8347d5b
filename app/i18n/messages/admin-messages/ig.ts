import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  title: "Ozi",
  messageTitle: "Ozi",
  from: "Ozi sitere n’aka {name}",
  received: "{subject} · natara ya {date}",
  back: "Laghachi na ozi",
  summary: {
    empty: "Ozi sitere na fọm kpọtụrụ anyị.",
    page: "Ozi sitere na fọm kpọtụrụ anyị, nke ọhụrụ na-ebu ụzọ: {unread} a gụbeghị na peeji a.",
    unread: "{unread} a gụbeghị n’ime {count}.",
    allRead: {
      $plural: {
        one: "Ozi {count}, a gụchaala ha niile.",
        other: "Ozi {count}, a gụchaala ha niile.",
      },
    },
    moreThan: "Ozi karịrị {count} dabara n’ihe ị chọrọ, nke ọhụrụ na-ebu ụzọ.",
    noMatch: "Ọ dịghị ozi dabara n’ihe ị chọrọ.",
    matches: {
      $plural: {
        one: "Ozi {count} dabara n’ihe ị chọrọ, nke ọhụrụ na-ebu ụzọ.",
        other: "Ozi {count} dabara n’ihe ị chọrọ, nke ọhụrụ na-ebu ụzọ.",
      },
    },
  },
  search: {
    label: "Chọọ ozi",
    input: "Chọọ site n’aha, email ma ọ bụ okwu dị n’ozi",
    submit: "Chọọ",
  },
  pagesLabel: "Peeji ozi",
  subjects: {
    general: "Ajụjụ izugbe",
    consulting: "Ọrụ ndụmọdụ",
    academy: "Ụlọ akwụkwọ na ọzụzụ",
    partnerships: "Mmekọ",
  },
  view: {
    email: "Email",
    phone: "Ekwentị",
    company: "Ụlọ ọrụ",
    subject: "Isiokwu",
    notGiven: "E nyeghị ya",
    message: "Ozi",
    reply: "Zaa site na email",
  },
  list: {
    unreadSr: " (a gụbeghị ya)",
    unread: "A gụbeghị ya",
    deleteLabel: "Hichapụ ozi {name}",
    deleteQuestion: "Ị ga-ehichapụ ozi a?",
    deleteConsequence: "A ga-ewepụ ozi {name} ruo mgbe ebighi ebi. Agaghị enwe ike iweghachi ya.",
    noOlderMatching: "Enweghị ozi ochie dabara ọzọ",
    noMatching: "Enweghị ozi dabara",
    noMatchingText:
      "Ọ dịghị ozi dabara n’ọchụchọ a. Nwaa okwu ole na ole, ma ọ bụ akụkụ aha ma ọ bụ adreesị email.",
    noOlder: "Enweghị ozi ochie ọzọ",
    none: "Enwebeghị ozi",
    emptyText: "Ozi e zitere site na fọm kpọtụrụ anyị na-abịa ebe a, nke ọhụrụ na-ebu ụzọ.",
  },
  confirm: {
    delete: "Hichapụ",
    yes: "Ee, hichapụ ya",
  },
  toasts: {
    deleted: "Ehichapụla ozi",
    deletedDescription: "Ehichapụla ozi {name}.",
    deleteFailed: "Nsogbu mgbe a na-ehichapụ ozi",
    deleteFailedDescription: "Enweghị ike ihichapụ ozi ahụ. Biko nwaa ọzọ.",
    unknownRequest: "Arịrịọ a na-amaghị.",
    fetchFailed: "Nsogbu mgbe a na-ewete ozi",
    notFound: "Ozi a adịghịzi. Ikekwe e hichapụla ya.",
  },
};

export default ig;
