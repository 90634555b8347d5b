import { plural } from "~/i18n/define";

/** The admin Analytics tab: its bar charts (with their tables) and, for admins, the revenue. */
const en = {
  title: "Analytics",
  enrolments: plural("{count} enrollment", "{count} enrollments"),
  completions: plural("{count} course completion", "{count} course completions"),
  intro: "{enrolments} and {completions} in all. Weeks run Monday to Sunday, Lagos time.",
  weekOf: "Week of {date}",
  showTable: "Show the figures as a table",
  week: "Week",
  course: "Course",
  status: "Status",
  draft: "{title} (draft)",
  deleted: "{title} (deleted)",
  statuses: {
    pending: "Pending",
    confirmed: "Confirmed",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  charts: {
    enrolments: {
      title: "Enrollments per week",
      description: "New course enrollments in the last {weeks} weeks.",
      summary:
        "Bar chart of enrollments per week: {total} in the last {weeks} weeks. The table under it lists every week.",
      value: "Enrolments",
    },
    completions: {
      title: "Completions per week",
      description: "Courses finished (100%) in the last {weeks} weeks.",
      summary:
        "Bar chart of course completions per week: {total} in the last {weeks} weeks. The table under it lists every week.",
      value: "Completions",
    },
    consultations: {
      title: "Consultations by status",
      description: "Every consultation request, by its current status.",
      summary: "Bar chart of consultations by status: {figures}.",
      value: "Consultations",
    },
    popular: {
      title: "Most popular courses",
      description: "The courses with the most enrollments.",
      summary: "Bar chart of the most popular courses by enrollments: {figures}.",
      value: "Enrolments",
      empty: "No enrollments yet.",
    },
  },
  revenue: {
    title: "Revenue",
    none: "No payments yet. Revenue appears here once a learner pays for a course.",
    sales: plural("{count} sale", "{count} sales"),
    payments: plural("{count} payment", "{count} payments"),
    totals:
      "{net} from {sales} since the first one, net of refunds; {refunded} refunded ({refunds}). Courses made free by a coupon are not sales. Only admins see these figures.",
    testMode: "Test mode — no real money",
    testModeText: "These payments went through the built-in test gateway.",
    courseSales: "{course} · {sales}",
    perWeek: {
      title: "Revenue per week",
      description: "Net of refunds, in the week each payment was made, in the last {weeks} weeks.",
      summary:
        "Bar chart of revenue per week: {total} in the last {weeks} weeks, net of refunds. The table under it lists every week.",
      value: "Revenue",
    },
    refunded: {
      title: "Refunded per week",
      description:
        "Payments made in each week that were refunded later: they are not in the revenue above.",
      summary:
        "Bar chart of refunds by the week of the payment: {total} in the last {weeks} weeks. The table under it lists every week.",
      value: "Refunded",
    },
    perCourse: {
      title: "Revenue per course",
      description: "The courses that brought the most since the first sale, net of refunds.",
      summary: "Bar chart of revenue per course: {figures}.",
      value: "Revenue",
      empty: "Every sale was refunded.",
    },
  },
} as const;

export default en;
