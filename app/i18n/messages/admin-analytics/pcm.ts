import type { Translation } from "~/i18n/define";
import type en from "./en";

const pcm: Translation<typeof en> = {
  title: "Analytics",
  enrolments: { $plural: { one: "{count} person join", other: "{count} people join" } },
  completions: {
    $plural: { one: "{count} course wey dem finish", other: "{count} courses wey dem finish" },
  },
  intro: "{enrolments} and {completions} in total. Each week na Monday to Sunday, Lagos time.",
  weekOf: "Week of {date}",
  showTable: "Show di numbers as table",
  week: "Week",
  course: "Course",
  status: "Status",
  draft: "{title} (draft)",
  deleted: "{title} (dem don delete am)",
  statuses: {
    pending: "E dey wait",
    confirmed: "Dem don confirm",
    completed: "E don finish",
    cancelled: "Dem don cancel",
  },
  charts: {
    enrolments: {
      title: "People wey join every week",
      description: "New people wey join course for di last {weeks} weeks.",
      summary:
        "Bar chart of people wey join every week: {total} for di last {weeks} weeks. Di table under am show every week.",
      value: "People wey join",
    },
    completions: {
      title: "Courses wey dem finish every week",
      description: "Courses wey dem finish (100%) for di last {weeks} weeks.",
      summary:
        "Bar chart of courses wey dem finish every week: {total} for di last {weeks} weeks. Di table under am show every week.",
      value: "Dem finish",
    },
    consultations: {
      title: "Consultations by status",
      description: "Every consultation request, by di status wey e get now.",
      summary: "Bar chart of consultations by status: {figures}.",
      value: "Consultations",
    },
    popular: {
      title: "Di courses wey people like pass",
      description: "Di courses wey get di most people wey join.",
      summary: "Bar chart of di courses wey people like pass, by people wey join: {figures}.",
      value: "People wey join",
      empty: "Nobody don join yet.",
    },
  },
  revenue: {
    title: "Money wey enter",
    none: "No payment yet. Money wey enter go show here once learner pay for course.",
    sales: { $plural: { one: "{count} sale", other: "{count} sales" } },
    payments: { $plural: { one: "{count} payment", other: "{count} payments" } },
    totals:
      "{net} from {sales} since di first one, after refunds; {refunded} don refund ({refunds}). Courses wey coupon make free no be sales. Na only admins dey see dis numbers.",
    testMode: "Test mode — no be real money",
    testModeText: "Dis payments pass through di test gateway.",
    courseSales: "{course} · {sales}",
    perWeek: {
      title: "Money wey enter every week",
      description: "After refunds, for di week wey each payment happen, for di last {weeks} weeks.",
      summary:
        "Bar chart of money wey enter every week: {total} for di last {weeks} weeks, after refunds. Di table under am show every week.",
      value: "Money wey enter",
    },
    refunded: {
      title: "Refund every week",
      description:
        "Payments wey happen each week wey dem later refund: dem no dey inside di money wey enter above.",
      summary:
        "Bar chart of refunds by di week of di payment: {total} for di last {weeks} weeks. Di table under am show every week.",
      value: "Refund",
    },
    perCourse: {
      title: "Money wey enter for each course",
      description: "Di courses wey bring di most money since di first sale, after refunds.",
      summary: "Bar chart of money wey enter for each course: {figures}.",
      value: "Money wey enter",
      empty: "Dem don refund every sale.",
    },
  },
};

export default pcm;
