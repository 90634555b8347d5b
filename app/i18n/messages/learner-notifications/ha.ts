import { plural, type Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  summaryUnread: plural(
    "Kana da sanarwa {count} da ba ka karanta ba.",
    "Kana da sanarwa {count} da ba ka karanta ba.",
  ),
  caughtUp: "Ka karanta komai.",
  intro: "Labarai game da kwasa-kwasanka, takardun shaida da ganawa za su bayyana a nan.",
  markAllRead: "Yi wa duka alamar an karanta",
  allNotifications: "Duk sanarwa",
  unreadCount: "{count} ba a karanta ba",
  totalCount: "{count} gaba ɗaya",
  pagesLabel: "Shafukan sanarwa",
  emptyTitle: "Babu sanarwa tukuna",
  emptyText:
    "Za mu sanar da kai a nan idan ka shiga kwas, ka kammala ɗaya, ka sami takardar shaida ko idan ganawar da ka nema ta canza.",
  browseCourses: "Duba kwasa-kwasai",
  bookConsultation: "Nemi ganawa",
  unread: "Ba a karanta ba",
  markRead: "Yi alamar an karanta",
  delete: "Share",
  types: {
    success: "Nasara",
    info: "Bayani",
    warning: "Gargaɗi",
    error: "Matsala",
    course: "Kwas",
    reminder: "Tunatarwa",
  },
  settings: {
    title: "Saitunan sanarwa",
    description: "Zaɓi abin da za mu gaya maka. Imel na tsaro koyaushe suna zuwa.",
    legend: "Sanar da ni game da",
    save: "Ajiye zaɓuɓɓuka",
    fields: {
      courseUpdates: {
        label: "Labaran kwas",
        description: "A manhaja: idan ka shiga kwas da idan kwas da kake yi ya canza.",
      },
      progressAlerts: {
        label: "Sanarwar ci gaba",
        description: "A manhaja: manyan matakan koyo, kamar kammala kwas.",
      },
      certificateReady: {
        label: "Takardar shaida ta shirya",
        description: "A manhaja da ta imel: idan aka ba ka takardar shaida.",
      },
      systemNotifications: {
        label: "Sanarwar tsari",
        description:
          "A manhaja da ta imel: labarai kan ganawar da ka nema da sanarwa daga makarantar.",
      },
    },
  },
  channels: {
    title: "Saƙonnin ganawa",
    description:
      "Inda muke aika labaran ganawarka: an karɓa, an tabbatar, tunatarwa, an matsar ko an soke. WhatsApp da farko, sai SMS, sai imel idan ɗaya bai isa ba.",
    names: { whatsapp: "WhatsApp", sms: "SMS (saƙon tes)", email: "Imel" },
    noPhone: "WhatsApp da SMS suna buƙatar lambar waya.",
    addPhone: "Ƙara ɗaya a Saituna",
    phoneConfirmed:
      "An tabbatar da lambarka {phone}. Amsa STOP a WhatsApp a kowane lokaci don dakatarwa.",
    phoneUnconfirmed:
      "Za mu aika wa {phone} mahaɗi don tabbatarwa idan ka zaɓi WhatsApp ko SMS; ba wani abu da zai je can har sai lokacin.",
    linkLive:
      "Mun aika wa {phone} mahaɗi da zai yi aiki har {until}. Buɗe shi don tabbatarwa; ba za mu aika wani ba yayin da yake aiki.",
    save: "Ajiye saitunan saƙo",
  },
  toasts: {
    linkLive: {
      title: "Mahaɗi yana kan hanya tuni",
      description:
        "Mahaɗin da muka aika wa lambarka zai yi aiki har {until}. Buɗe shi don tabbatarwa; ba za mu aika wani ba yayin da yake aiki.",
    },
    optedOut: {
      title: "Ba ma aika saƙo zuwa wannan lambar",
      description:
        "Wannan lambar ta nemi kada mu sake aika mata saƙon tes, don haka ba mu aika mata mahaɗi ba. Imel ɗinka za su ci gaba.",
    },
    textLimited: {
      title: "Babu ƙarin saƙon tes yau",
      description:
        "Mun aika mahaɗan tabbatarwa iyakar abin da za mu iya yau. Da fatan za a sake gwadawa gobe.",
    },
    channelsSaved: {
      title: "An ajiye saitunan saƙo",
      description: "Saƙonnin ganawarka za su zo yadda ka zaɓa.",
    },
    confirmSent: {
      title: "Duba wayarka",
      description:
        "Mun aika mahaɗi zuwa lambarka. Buɗe shi don tabbatarwa, sannan saƙonninka za su fara.",
    },
    needsPhone: {
      title: "Ƙara lambar wayarka da farko",
      description:
        "WhatsApp da SMS suna buƙatar lambar waya: ƙara ta a Saituna, sannan ka zaɓe su a nan.",
    },
    allRead: {
      title: "Ka karanta komai",
      description: "An yi wa kowace sanarwa alamar an karanta.",
    },
    deleted: { title: "An share sanarwa" },
    preferencesSaved: {
      title: "An ajiye zaɓuɓɓuka",
      description: "An sabunta saitunan sanarwarka.",
    },
    notFound: {
      title: "Ba a sami sanarwar ba",
      description: "Wataƙila an riga an share ta. Jerin da ke ƙasa sabo ne.",
    },
    invalid: {
      title: "Wani abu ya faru ba daidai ba",
      description: "Ba mu gane wace sanarwa kake nufi ba. Don Allah ka sake gwadawa.",
    },
    failed: {
      title: "Ba a iya sabunta sanarwa ba",
      description: "Wani abu ya lalace a ɓangarenmu. Don Allah ka sake gwadawa nan da ɗan lokaci.",
    },
    preferencesFailed: {
      title: "Ba a iya ajiye zaɓuɓɓuka ba",
      description:
        "Ba a canza saitunan sanarwarka ba. Don Allah ka sake gwadawa nan da ɗan lokaci.",
    },
  },
};

export default ha;
