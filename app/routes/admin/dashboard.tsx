import { Link } from "react-router";
import { countSiteRecords, listRecentUsers } from "~/domain/admin/overview.server";
import { requirePermission } from "~/domain/auth/session.server";
import { pageTitle } from "~/lib/meta";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  requirePermission(context, request, "admin.access");
  const { db } = context.get(servicesContext);
  const [counts, recentUsers] = await Promise.all([countSiteRecords(db), listRecentUsers(db, 3)]);
  return {
    counts,
    recentUsers: recentUsers.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
  };
}

const dateFormat = new Intl.DateTimeFormat("en-NG", {
  dateStyle: "medium",
  timeZone: "Africa/Lagos",
});

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { counts, recentUsers } = loaderData;
  const stats = [
    { label: "Users", value: counts.users },
    { label: "Published courses", value: counts.publishedCourses },
    { label: "Consultations", value: counts.consultations },
    { label: "Success stories", value: counts.stories },
    { label: "Messages", value: counts.messages },
  ];
  return (
    <div className="space-y-8">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Admin dashboard</h1>
        <Link
          to="/admin-dashboard/settings"
          className="rounded-lg border border-border px-4 py-2 font-semibold hover:bg-surface-muted"
        >
          Settings
        </Link>
      </header>
      <section aria-label="Site statistics">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-5">
          {stats.map((s) => (
            <div key={s.label} className="rounded-xl border border-border bg-surface p-4">
              <dt className="text-sm text-ink-muted">{s.label}</dt>
              <dd className="mt-1 text-2xl font-bold">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="recent-users">
        <h2 id="recent-users" className="text-xl font-bold">
          Recent users
        </h2>
        <ul className="mt-3 divide-y divide-border rounded-xl border border-border bg-surface">
          {recentUsers.map((u) => (
            <li key={u.id} className="flex flex-wrap justify-between gap-2 p-4">
              <span>
                <span className="font-semibold">{u.name}</span>{" "}
                <span className="text-sm text-ink-muted">{u.email}</span>
              </span>
              <span className="text-sm text-ink-muted">
                {u.role} · {u.status} · joined {dateFormat.format(new Date(u.createdAt))}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Admin dashboard") }, { name: "robots", content: "noindex" }];
}
