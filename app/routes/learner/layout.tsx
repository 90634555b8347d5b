import { NavLink, Outlet } from "react-router";
import { requireUser } from "~/domain/auth/session.server";
import type { Route } from "./+types/layout";

// Every page below needs a signed-in, active user; actions check again themselves.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, context }, next) => {
    requireUser(context, request);
    return next();
  },
];

const LINKS = [
  { to: "/dashboard", label: "Overview", end: true },
  { to: "/settings", label: "Settings", end: false },
];

export default function LearnerLayout() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
      <nav aria-label="Learning area" className="md:w-56 md:shrink-0">
        <ul className="flex gap-2 overflow-x-auto md:flex-col">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2 font-medium whitespace-nowrap ${
                    isActive ? "bg-brand-700 text-white" : "text-ink hover:bg-surface-muted"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
