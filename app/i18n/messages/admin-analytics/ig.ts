import type { Translation } from "~/i18n/define";
import type en from "./en";

const ig: Translation<typeof en> = {
  title: "Ọnụ ọgụgụ",
  enrolments: { $plural: { one: "ndebanye aha {count}", other: "ndebanye aha {count}" } },
  completions: { $plural: { one: "kọọsụ {count} emechara", other: "kọọsụ {count} emechara" } },
  intro: "{enrolments} na {completions} n'ozuzu. Izu ọ bụla bụ site na Mọnde ruo Sọnde, oge Legọs.",
  weekOf: "Izu {date}",
  showTable: "Gosi ọnụọgụ ndị a dịka tebụl",
  week: "Izu",
  course: "Kọọsụ",
  status: "Ọnọdụ",
  draft: "{title} (ndepụta)",
  deleted: "{title} (ehichapụla)",
  statuses: {
    pending: "Na-eche",
    confirmed: "Akwadoro",
    completed: "Emechara",
    cancelled: "Akagbuola",
  },
  charts: {
    enrolments: {
      title: "Ndebanye aha kwa izu",
      description: "Ndebanye aha kọọsụ ọhụrụ n'izu {weeks} gara aga.",
      summary:
        "Eserese ndebanye aha kwa izu: {total} n'izu {weeks} gara aga. Tebụl dị n'okpuru ya depụtara izu ọ bụla.",
      value: "Ndebanye aha",
    },
    completions: {
      title: "Kọọsụ emechara kwa izu",
      description: "Kọọsụ emechara (100%) n'izu {weeks} gara aga.",
      summary:
        "Eserese kọọsụ emechara kwa izu: {total} n'izu {weeks} gara aga. Tebụl dị n'okpuru ya depụtara izu ọ bụla.",
      value: "Emechara",
    },
    consultations: {
      title: "Ndụmọdụ dịka ọnọdụ",
      description: "Arịrịọ ndụmọdụ ọ bụla, dịka ọnọdụ ya ugbu a.",
      summary: "Eserese ndụmọdụ dịka ọnọdụ: {figures}.",
      value: "Ndụmọdụ",
    },
    popular: {
      title: "Kọọsụ kachasị ewu ewu",
      description: "Kọọsụ nwere ndebanye aha kachasị.",
      summary: "Eserese kọọsụ kachasị ewu ewu dịka ndebanye aha: {figures}.",
      value: "Ndebanye aha",
      empty: "Enwebeghị ndebanye aha.",
    },
  },
  revenue: {
    title: "Ego batara",
    none: "Enwebeghị ịkwụ ụgwọ. Ego batara ga-apụta ebe a ozugbo nwa akwụkwọ kwụrụ ụgwọ kọọsụ.",
    sales: { $plural: { one: "ire {count}", other: "ire {count}" } },
    payments: { $plural: { one: "ịkwụ ụgwọ {count}", other: "ịkwụ ụgwọ {count}" } },
    totals:
      "{net} site na {sales} kemgbe nke mbụ, mgbe ewepụrụ ego akwụghachiri; akwụghachiri {refunded} ({refunds}). Kọọsụ kupọn mere n’efu abụghị ire. Naanị ndị nchịkwa na-ahụ ọnụọgụ ndị a.",
    testMode: "Ọnọdụ nnwale — ọ bụghị ezigbo ego",
    testModeText: "Ịkwụ ụgwọ ndị a gafere n'ụzọ nnwale.",
    courseSales: "{course} · {sales}",
    perWeek: {
      title: "Ego batara kwa izu",
      description:
        "Mgbe ewepụrụ ego akwụghachiri, n'izu e mere ịkwụ ụgwọ ọ bụla, n'izu {weeks} gara aga.",
      summary:
        "Eserese ego batara kwa izu: {total} n'izu {weeks} gara aga, mgbe ewepụrụ ego akwụghachiri. Tebụl dị n'okpuru ya depụtara izu ọ bụla.",
      value: "Ego batara",
    },
    refunded: {
      title: "Ego akwụghachiri kwa izu",
      description:
        "Ịkwụ ụgwọ e mere n'izu ọ bụla nke akwụghachiri emesia: ha anọghị n'ego batara dị n'elu.",
      summary:
        "Eserese ego akwụghachiri dịka izu ịkwụ ụgwọ: {total} n'izu {weeks} gara aga. Tebụl dị n'okpuru ya depụtara izu ọ bụla.",
      value: "Akwụghachiri",
    },
    perCourse: {
      title: "Ego batara kwa kọọsụ",
      description: "Kọọsụ wetara ego kachasị kemgbe ire mbụ, mgbe ewepụrụ ego akwụghachiri.",
      summary: "Eserese ego batara kwa kọọsụ: {figures}.",
      value: "Ego batara",
      empty: "Akwụghachiri ego ire ọ bụla.",
    },
  },
};

export default ig;
