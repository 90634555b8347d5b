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
  toasts: {
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
