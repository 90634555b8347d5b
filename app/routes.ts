import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/public/about.tsx"),
  route("academy", "routes/public/academy.tsx"),
  route("academy/:slug", "routes/public/course.tsx"),
  route("academy/:slug/enrol", "routes/public/enrol.ts"),
  route("training", "routes/public/training.tsx"),
  route("consulting", "routes/public/consulting.tsx"),
  route("consultation", "routes/public/consultation.tsx"),
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
  route("login", "routes/auth/login.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("verify", "routes/auth/verify.tsx"),
  route("password-reset", "routes/auth/password-reset.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  layout("routes/learner/layout.tsx", [
    route("dashboard", "routes/learner/dashboard.tsx"),
    route("dashboard/courses", "routes/learner/courses-redirect.ts"),
    route("dashboard/my-courses", "routes/learner/my-courses.tsx"),
    route("dashboard/progress", "routes/learner/progress.tsx"),
    route("dashboard/courses/:courseId/content", "routes/learner/course-content.tsx"),
    route("dashboard/certificates", "routes/learner/certificates.tsx"),
    route("dashboard/certificates/:code/pdf", "routes/learner/certificate-pdf.ts"),
    route("dashboard/notifications", "routes/learner/notifications.tsx"),
    route("settings", "routes/learner/settings.tsx"),
    route("settings/account-data", "routes/learner/account-data.ts"),
  ]),
  route("certificates/:code", "routes/public/certificate.tsx"),
  route("uploads/*", "routes/uploads.ts"),
  route("admin", "routes/admin/admin-redirect.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin-dashboard", "routes/admin/dashboard.tsx"),
    route("admin-dashboard/settings", "routes/learner/settings.tsx", { id: "admin-settings" }),
    // Admin tabs (issue 5): each area adds its routes under its own line.
    // users, audit:
    // courses, lessons:
    // content, stories, messages:
    // consultations, site settings, analytics:
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
