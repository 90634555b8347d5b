import { Outlet } from "react-router";
import { requireAdmin } from "~/domain/auth/session.server";
import type { Route } from "./+types/layout";

// Signed out → /login (and back afterwards); signed in but not an admin → /dashboard.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireAdmin(context, request);
    return next();
  },
];

export default function AdminLayout() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <Outlet />
    </div>
  );
}
