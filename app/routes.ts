import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("login", "routes/auth/login.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("verify", "routes/auth/verify.tsx"),
  route("password-reset", "routes/auth/password-reset.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  layout("routes/learner/layout.tsx", [
    route("dashboard", "routes/learner/dashboard.tsx"),
    route("dashboard/courses", "routes/learner/courses-redirect.ts"),
    route("settings", "routes/learner/settings.tsx"),
  ]),
  route("admin", "routes/admin/admin-redirect.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin-dashboard", "routes/admin/dashboard.tsx"),
    route("admin-dashboard/settings", "routes/learner/settings.tsx", { id: "admin-settings" }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
