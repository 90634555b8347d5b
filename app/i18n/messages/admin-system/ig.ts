import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  audit: {
    title: "Ndekọ omume",
    summary: {
      $plural: {
        one: "Mgbanwe {count} e dekọrọ, nke ọhụrụ na mbụ. Oge bụ oge Legọs.",
        other: "Mgbanwe {count} e dekọrọ, nke ọhụrụ na mbụ. Oge bụ oge Legọs.",
      },
    },
    intro: "Onye gbanwere gịnị na mpaghara nchịkwa.",
    by: "Site n’aka {name}",
    caption: "Ndekọ omume, nke ọhụrụ na mbụ",
    columns: {
      when: "Mgbe",
      who: "Onye",
      what: "Gịnị",
      target: "Ihe o metụtara",
      details: "Nkọwa",
    },
    pagesLabel: "Peeji ndekọ omume",
    beyondTitle: "Enweghị ihe na peeji a",
    beyondBody: "Peeji a agafeela njedebe ndekọ ahụ. Laghachi na peeji mbụ.",
    emptyTitle: "Ọ dịbeghị ihe e dekọrọ",
    emptyBody: "Mgbanwe ọrụ na ọnọdụ, nhichapụ, ntọala na mgbanwe ọnọdụ ndụmọdụ na-apụta ebe a.",
  },
  outbox: {
    title: "Email na-apụ apụ",
    description:
      "Email na ozi ederede ọ bụla saịtị na-eziga na-esi n’ahịrị a. E zigala {sent}, {waiting} na-eche, {failed} dara.",
    filtersLabel: "Gosi ozi",
    filters: {
      problems: "Ndị dara ma ọ bụ na-eche",
      sent: "E zigala",
      all: "Niile",
    },
    statuses: {
      queued: "Na-eche ka a nwaa ọzọ",
      sending: "A na-eziga",
      sent: "E zigala",
      failed: "Ọ dara",
    },
    smsTo: "Ozi ederede nye {recipient}",
    emailTo: "Email nye {recipient}",
    queuedAt: "banyere n’ahịrị",
    sentAt: "e zigara",
    nextTry: "nnwale ọzọ",
    attempts: { $plural: { one: "nnwale {count}", other: "nnwale {count}" } },
    lastError: "Njehie ikpeazụ: {error}",
    retry: "Nwaa ọzọ ugbu a",
    retryTarget: "ozi ahụ nye {recipient}",
    problemsEmptyTitle: "Ọ dịghị ihe rapaara",
    problemsEmptyBody:
      "E zigala email na ozi ederede niile. Ndị dara ga-eche ebe a ka a nwaa ha ọzọ.",
    emptyTitle: "Enweghị ozi ugbu a",
    emptyBody: "Ozi na-apụta ebe a ka saịtị na-eziga ha.",
    toasts: {
      queued: "Ozi abanyela n’ahịrị",
      queuedDescription: "A ga-ezigakwa ya n’oge na-adịghị anya.",
      nothing: "Ọ dịghị ihe a ga-anwa ọzọ",
      nothingDescription: "E zigalarị ozi ahụ ma ọ bụ ọ dịkwaghị.",
    },
  },
  rowAction: {
    unknown: "Arịrịọ a na-amaghị.",
    alreadyDeleted: "E hichapụlarị ya.",
    gone: "Ọ dịkwaghị.",
    tryAgain: "Biko nwaa ọzọ n’oge na-adịghị anya.",
  },
  uploadForm: {
    unreadable: "Enweghị ike ịgụ fọm a. Biko bugharịa peeji ahụ ma nwaa ọzọ.",
  },
};

export default ig;
