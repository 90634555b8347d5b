import {
  index,
  layout,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from "@react-router/dev/routes";

/**
 * What answers the same in every language and keeps one address: machine endpoints, files,
 * payment providers' webhooks. Every other route is also served under /pcm, /ha, /yo and /ig.
 */
const SAME_IN_EVERY_LANGUAGE =
  /^(?:api\/|\.well-known\/|language$|sitemap\.xml$|robots\.txt$|uploads\/|payments\/webhooks\/|messaging\/webhooks\/)/;

/** English keeps every address; the other languages add their code in front (":lang?"). */
function inEveryLanguage(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.map((entry) => {
    const children = entry.children ? inEveryLanguage(entry.children) : undefined;
    if (entry.index) return { ...entry, index: undefined, path: ":lang?", children };
    if (entry.path === undefined || SAME_IN_EVERY_LANGUAGE.test(entry.path)) {
      return { ...entry, children };
    }
    return { ...entry, path: `:lang?/${entry.path}`, children };
  });
}

export default inEveryLanguage([
  index("routes/home.tsx"),
  route("about", "routes/public/about.tsx"),
  route("academy", "routes/public/academy.tsx"),
  route("academy/:slug", "routes/public/course.tsx"),
  route("academy/:slug/enrol", "routes/public/enrol.ts"),
  route("academy/:slug/checkout", "routes/public/checkout.tsx"),
  route("payments/callback/:provider", "routes/payments/callback.tsx"),
  route("payments/webhooks/:provider", "routes/payments/webhook.ts"),
  route("payments/test-checkout/:reference", "routes/payments/test-checkout.tsx"),
  route("training", "routes/public/training.tsx"),
  route("consulting", "routes/public/consulting.tsx"),
  route("consultation", "routes/public/consultation.tsx"),
  route("consultation/booked", "routes/public/booking-booked.tsx"),
  route("consultation/:id/reschedule", "routes/public/booking-reschedule.tsx"),
  route("consultation/:id/cancel", "routes/public/booking-cancel.tsx"),
  route("consultation/:id/confirm-phone", "routes/public/booking-phone.tsx"),
  route("account/confirm-phone/:userId", "routes/public/account-phone.tsx"),
  route("messaging/webhooks/whatsapp", "routes/messaging/whatsapp-webhook.ts"),
  route("contact", "routes/public/contact.tsx"),
  route("journey", "routes/public/journey.tsx"),
  route("journey/:slug", "routes/public/journey-item.tsx"),
  route("research", "routes/public/research.tsx"),
  route("research/:kind/:slug/download", "routes/public/research-download.ts"),
  route("careers", "routes/public/careers.tsx"),
  route("services", "routes/public/services.tsx"),
  route("privacy-policy", "routes/public/privacy-policy.tsx"),
  route("terms-of-service", "routes/public/terms-of-service.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("language", "routes/language.ts"),
  route("login", "routes/auth/login.tsx"),
  route("login/two-factor", "routes/auth/two-factor.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("verify", "routes/auth/verify.tsx"),
  route("password-reset", "routes/auth/password-reset.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route(".well-known/jwks.json", "routes/well-known/jwks.ts"),
  route("api/v1/me", "routes/api/v1/me.ts"),
  route("api/v1/courses", "routes/api/v1/courses.ts"),
  route("api/v1/enrolments", "routes/api/v1/enrolments.ts"),
  route("api/v1/openapi.json", "routes/api/v1/openapi.ts"),
  route("api/v1/*", "routes/api/v1/not-found.ts"),
  layout("routes/learner/layout.tsx", [
    route("dashboard", "routes/learner/dashboard.tsx"),
    route("dashboard/courses", "routes/learner/courses-redirect.ts"),
    route("dashboard/my-courses", "routes/learner/my-courses.tsx"),
    route("dashboard/progress", "routes/learner/progress.tsx"),
    route("dashboard/courses/:courseId/content", "routes/learner/course-content.tsx"),
    route("dashboard/courses/:courseId/quizzes/:quizId", "routes/learner/quiz.tsx"),
    route(
      "dashboard/courses/:courseId/quizzes/:quizId/attempts/:attemptId",
      "routes/learner/quiz-attempt.tsx",
    ),
    route("dashboard/certificates", "routes/learner/certificates.tsx"),
    route("dashboard/certificates/:code/pdf", "routes/learner/certificate-pdf.ts"),
    route("dashboard/notifications", "routes/learner/notifications.tsx"),
    route("dashboard/downloads", "routes/learner/downloads.tsx"),
    route("dashboard/offline", "routes/learner/offline.tsx"),
    route("dashboard/progress-sync", "routes/learner/progress-sync.ts"),
    route("settings", "routes/learner/settings.tsx"),
    route("settings/two-factor", "routes/learner/settings-two-factor.tsx"),
    route("settings/sessions", "routes/learner/settings-sessions.ts"),
    route("settings/account-data", "routes/learner/account-data.ts"),
    route("settings/payments", "routes/learner/payments.tsx"),
    route("settings/payments/:reference/receipt.pdf", "routes/learner/payment-receipt.ts"),
  ]),
  route("certificates/:code", "routes/public/certificate.tsx"),
  route("uploads/*", "routes/uploads.ts"),
  route("admin", "routes/admin/admin-redirect.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin-dashboard", "routes/admin/dashboard.tsx"),
    route("admin-dashboard/settings", "routes/learner/settings.tsx", { id: "admin-settings" }),
    route("admin-dashboard/settings/two-factor", "routes/learner/settings-two-factor.tsx", {
      id: "admin-settings-two-factor",
    }),
    route("admin-dashboard/settings/sessions", "routes/learner/settings-sessions.ts", {
      id: "admin-settings-sessions",
    }),
    // Admin tabs: each area adds its routes under its own line.
    // users, audit:
    route("admin-dashboard/users", "routes/admin/users.tsx"),
    route("admin-dashboard/users/export.csv", "routes/admin/users-export.ts"),
    route("admin-dashboard/users/:userId", "routes/admin/users-edit.tsx"),
    route("admin-dashboard/users/:userId/delete", "routes/admin/users-delete.tsx"),
    route("admin-dashboard/consulting-hours/:userId", "routes/admin/consulting-hours.tsx"),
    route("admin-dashboard/audit", "routes/admin/audit.tsx"),
    route("admin-dashboard/outbox", "routes/admin/outbox.tsx"),
    // courses, lessons:
    route("admin-dashboard/courses", "routes/admin/courses.tsx"),
    route("admin-dashboard/courses/new", "routes/admin/course-new.tsx"),
    route("admin-dashboard/courses/:courseId", "routes/admin/course-edit.tsx"),
    route("admin-dashboard/courses/:courseId/delete", "routes/admin/course-delete.tsx"),
    route("admin-dashboard/courses/:courseId/learners", "routes/admin/course-learners.tsx"),
    route("admin-dashboard/courses/:courseId/lessons", "routes/admin/course-lessons.tsx"),
    route("admin-dashboard/courses/:courseId/lessons/new", "routes/admin/lesson-new.tsx"),
    route("admin-dashboard/courses/:courseId/lessons/:lessonId", "routes/admin/lesson-edit.tsx"),
    // quizzes (assessments):
    route("admin-dashboard/courses/:courseId/quizzes", "routes/admin/course-quizzes.tsx"),
    route("admin-dashboard/courses/:courseId/quizzes/new", "routes/admin/quiz-new.tsx"),
    route("admin-dashboard/courses/:courseId/quizzes/:quizId", "routes/admin/quiz-edit.tsx"),
    route(
      "admin-dashboard/courses/:courseId/quizzes/:quizId/results",
      "routes/admin/quiz-results.tsx",
    ),
    route(
      "admin-dashboard/courses/:courseId/quizzes/:quizId/questions/new",
      "routes/admin/quiz-question-new.tsx",
    ),
    route(
      "admin-dashboard/courses/:courseId/quizzes/:quizId/questions/:questionId",
      "routes/admin/quiz-question-edit.tsx",
    ),
    // content, stories, messages:
    route("admin-dashboard/content", "routes/admin/content.tsx"),
    route("admin-dashboard/content/new", "routes/admin/content-new.tsx"),
    route("admin-dashboard/content/:contentId", "routes/admin/content-edit.tsx"),
    route("admin-dashboard/stories", "routes/admin/stories.tsx"),
    route("admin-dashboard/stories/new", "routes/admin/stories-new.tsx"),
    route("admin-dashboard/stories/:storyId", "routes/admin/stories-edit.tsx"),
    route("admin-dashboard/messages", "routes/admin/messages.tsx"),
    route("admin-dashboard/messages/:messageId", "routes/admin/messages-view.tsx"),
    // payments, coupons:
    route("admin-dashboard/payments", "routes/admin/payments.tsx"),
    route("admin-dashboard/payments/export.csv", "routes/admin/payments-export.ts"),
    route("admin-dashboard/payments/coupons", "routes/admin/coupons.tsx"),
    route("admin-dashboard/payments/coupons/new", "routes/admin/coupon-new.tsx"),
    route("admin-dashboard/payments/coupons/:couponId", "routes/admin/coupon-edit.tsx"),
    route("admin-dashboard/payments/:paymentId", "routes/admin/payment-view.tsx"),
    // consultations, site settings, analytics:
    route("admin-dashboard/analytics", "routes/admin/analytics.tsx"),
    route("admin-dashboard/consultations/week", "routes/admin/consultations-week.tsx"),
    route("admin-dashboard/consultations", "routes/admin/consultations.tsx"),
    route("admin-dashboard/site-settings", "routes/admin/site-settings.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig) satisfies RouteConfig;
