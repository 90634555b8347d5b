import type { Translation } from "~/i18n/define";
import type en from "./en";

const ha: Translation<typeof en> = {
  title: "Ƙididdiga",
  enrolments: { $plural: { one: "shiga kwas {count}", other: "shiga kwas {count}" } },
  completions: { $plural: { one: "kammala kwas {count}", other: "kammala kwas {count}" } },
  intro:
    "{enrolments} da {completions} gaba ɗaya. Mako yana farawa Litinin zuwa Lahadi, agogon Legas.",
  weekOf: "Makon {date}",
  showTable: "Nuna alƙaluman a matsayin tebur",
  week: "Mako",
  course: "Kwas",
  status: "Matsayi",
  draft: "{title} (daftari)",
  deleted: "{title} (an share)",
  statuses: {
    pending: "Ana jira",
    confirmed: "An tabbatar",
    completed: "An kammala",
    cancelled: "An soke",
  },
  charts: {
    enrolments: {
      title: "Shiga kwas a kowane mako",
      description: "Sababbin shiga kwas a makonni {weeks} da suka wuce.",
      summary:
        "Jadawalin shiga kwas a kowane mako: {total} a makonni {weeks} da suka wuce. Teburin da ke ƙasa yana lissafa kowane mako.",
      value: "Shiga kwas",
    },
    completions: {
      title: "Kammala kwas a kowane mako",
      description: "Kwasa-kwasan da aka kammala (100%) a makonni {weeks} da suka wuce.",
      summary:
        "Jadawalin kammala kwas a kowane mako: {total} a makonni {weeks} da suka wuce. Teburin da ke ƙasa yana lissafa kowane mako.",
      value: "Kammalawa",
    },
    consultations: {
      title: "Shawarwari bisa matsayi",
      description: "Kowace buƙatar shawara, bisa matsayinta na yanzu.",
      summary: "Jadawalin shawarwari bisa matsayi: {figures}.",
      value: "Shawarwari",
    },
    popular: {
      title: "Kwasa-kwasan da suka fi shahara",
      description: "Kwasa-kwasan da suka fi yawan masu shiga.",
      summary: "Jadawalin kwasa-kwasan da suka fi shahara bisa masu shiga: {figures}.",
      value: "Shiga kwas",
      empty: "Babu wanda ya shiga kwas tukuna.",
    },
  },
  revenue: {
    title: "Kuɗin shiga",
    none: "Babu biya tukuna. Kuɗin shiga zai bayyana a nan da zarar ɗalibi ya biya kwas.",
    sales: { $plural: { one: "saye {count}", other: "saye {count}" } },
    payments: { $plural: { one: "biya {count}", other: "biya {count}" } },
    totals:
      "{net} daga {sales} tun na farko, bayan cire kuɗin da aka mayar; an mayar da {refunded} ({refunds}). Kwasa-kwasan da takardar rangwame ta mayar kyauta ba saye ba ne. Masu gudanarwa kaɗai ke ganin waɗannan alƙaluma.",
    testMode: "Yanayin gwaji — ba kuɗi na gaske ba",
    testModeText: "Waɗannan biya sun wuce ta hanyar gwaji.",
    courseSales: "{course} · {sales}",
    perWeek: {
      title: "Kuɗin shiga a kowane mako",
      description:
        "Bayan cire kuɗin da aka mayar, a makon da aka yi kowane biya, a makonni {weeks} da suka wuce.",
      summary:
        "Jadawalin kuɗin shiga a kowane mako: {total} a makonni {weeks} da suka wuce, bayan cire kuɗin da aka mayar. Teburin da ke ƙasa yana lissafa kowane mako.",
      value: "Kuɗin shiga",
    },
    refunded: {
      title: "Kuɗin da aka mayar a kowane mako",
      description:
        "Biyan da aka yi a kowane mako wanda aka mayar daga baya: ba sa cikin kuɗin shiga na sama.",
      summary:
        "Jadawalin kuɗin da aka mayar bisa makon biya: {total} a makonni {weeks} da suka wuce. Teburin da ke ƙasa yana lissafa kowane mako.",
      value: "An mayar",
    },
    perCourse: {
      title: "Kuɗin shiga na kowane kwas",
      description:
        "Kwasa-kwasan da suka fi kawo kuɗi tun saye na farko, bayan cire kuɗin da aka mayar.",
      summary: "Jadawalin kuɗin shiga na kowane kwas: {figures}.",
      value: "Kuɗin shiga",
      empty: "An mayar da kuɗin kowane saye.",
    },
  },
};

export default ha;
