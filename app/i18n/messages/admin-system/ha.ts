import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  audit: {
    title: "Rajistar ayyuka",
    summary: {
      $plural: {
        one: "Canji {count} da aka rubuta, sababbi da farko. Lokaci na Legas ne.",
        other: "Canje-canje {count} da aka rubuta, sababbi da farko. Lokaci na Legas ne.",
      },
    },
    intro: "Wane ne ya canza me a sashen gudanarwa.",
    by: "Daga {name}",
    caption: "Rajistar ayyuka, sababbi da farko",
    columns: {
      when: "Yaushe",
      who: "Wane ne",
      what: "Me",
      target: "Abin da aka shafa",
      details: "Cikakkun bayanai",
    },
    pagesLabel: "Shafukan rajistar ayyuka",
    beyondTitle: "Babu komai a wannan shafi",
    beyondBody: "Wannan shafi ya wuce ƙarshen rajistar. Koma shafin farko.",
    emptyTitle: "Ba a rubuta komai ba tukuna",
    emptyBody:
      "Canje-canjen matsayi da yanayi, sharewa, saituna da canje-canjen yanayin ganawa suna bayyana a nan.",
  },
  outbox: {
    title: "Imel masu fita",
    description:
      "Kowane imel da saƙon tes da shafin yake aikawa yana bi ta wannan layi. An aika {sent}, {waiting} suna jira, {failed} sun kasa.",
    filtersLabel: "Nuna saƙonni",
    filters: {
      problems: "Waɗanda suka kasa ko suke jira",
      sent: "An aika",
      all: "Duka",
    },
    statuses: {
      queued: "Yana jiran a sake gwadawa",
      sending: "Ana aikawa",
      sent: "An aika",
      failed: "Ya kasa",
    },
    smsTo: "Saƙon tes zuwa {recipient}",
    emailTo: "Imel zuwa {recipient}",
    queuedAt: "an sa a layi",
    sentAt: "an aika",
    nextTry: "gwaji na gaba",
    attempts: { $plural: { one: "gwaji {count}", other: "gwaje-gwaje {count}" } },
    lastError: "Kuskure na ƙarshe: {error}",
    retry: "Sake gwadawa yanzu",
    retryTarget: "saƙon zuwa {recipient}",
    problemsEmptyTitle: "Babu abin da ya maƙale",
    problemsEmptyBody:
      "An aika kowane imel da saƙon tes. Waɗanda suka kasa za su jira a nan don a sake gwadawa.",
    emptyTitle: "Babu saƙo tukuna",
    emptyBody: "Saƙonni suna bayyana a nan yayin da shafin yake aika su.",
    toasts: {
      queued: "An sa saƙo a layi",
      queuedDescription: "Za a sake aika shi nan ba da jimawa ba.",
      nothing: "Babu abin da za a sake gwadawa",
      nothingDescription: "An riga an aika wannan saƙo ko ba ya nan kuma.",
    },
  },
  rowAction: {
    unknown: "Buƙatar da ba a sani ba.",
    alreadyDeleted: "An riga an share shi.",
    gone: "Ba ya nan kuma.",
    tryAgain: "Don Allah a sake gwadawa nan ba da jimawa ba.",
  },
  uploadForm: {
    unreadable: "Ba a iya karanta wannan fom ba. Don Allah sake loda shafin ka sake gwadawa.",
  },
};

export default ha;
