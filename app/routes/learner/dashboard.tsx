import { Link } from "react-router";
import { requireUser } from "~/domain/auth/session.server";
import { listEnrolments } from "~/domain/learning/enrolments.server";
import { pageTitle } from "~/lib/meta";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  const { db } = context.get(servicesContext);
  const enrolments = await listEnrolments(db, user.id);
  return {
    name: user.name,
    roleLabel: user.isAdmin ? "Admin" : "Student",
    enrolments,
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, roleLabel, enrolments } = loaderData;
  return (
    <div className="space-y-6">
      <section className="rounded-2xl bg-brand-700 px-6 py-8 text-white">
        <p className="text-sm font-semibold tracking-wide uppercase opacity-90">{roleLabel}</p>
        <h1 className="mt-1 text-2xl font-bold md:text-3xl">Welcome back, {name}</h1>
        <p className="mt-2 opacity-90">
          {enrolments.length === 0
            ? "You have not enrolled in a course yet."
            : `You are enrolled in ${enrolments.length} course${enrolments.length === 1 ? "" : "s"}.`}
        </p>
      </section>
      <section aria-labelledby="my-courses-heading">
        <h2 id="my-courses-heading" className="text-xl font-bold">
          My courses
        </h2>
        {enrolments.length === 0 ? (
          <p className="mt-3">
            Browse the{" "}
            <Link to="/academy" className="font-semibold text-brand-700 underline">
              academy catalogue
            </Link>{" "}
            to start learning.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {enrolments.map((e) => (
              <li key={e.id} className="rounded-xl border border-border bg-surface p-4">
                <p className="font-semibold">{e.course.title}</p>
                <p className="text-sm text-ink-muted">
                  {e.course.instructor} · {e.course.duration}
                </p>
                <p className="mt-2 text-sm">Progress: {e.progress}%</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Dashboard") }, { name: "robots", content: "noindex" }];
}
