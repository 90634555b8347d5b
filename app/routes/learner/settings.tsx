import { Form, Link } from "react-router";
import { Avatar } from "~/components/site/avatar";
import { Button } from "~/components/ui/button";
import { requireUser } from "~/domain/auth/session.server";
import { pageTitle } from "~/lib/meta";
import type { Route } from "./+types/settings";

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUser(context, request);
  return {
    user: { name: user.name, email: user.email, image: user.image, phone: user.phone },
    // Spec 001 §2: anyone who is not an admin is labelled Student.
    roleLabel: user.isAdmin ? "Admin" : "Student",
    backTo: user.isAdmin ? "/admin-dashboard" : "/dashboard",
  };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { user, roleLabel, backTo } = loaderData;
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <section className="flex items-center gap-4 rounded-2xl border border-border bg-surface p-6">
        <Avatar name={user.name} email={user.email} image={user.image} size={64} />
        <dl className="grid gap-1">
          <dt className="sr-only">Name</dt>
          <dd className="text-lg font-semibold">{user.name}</dd>
          <dt className="sr-only">E-mail</dt>
          <dd>{user.email}</dd>
          <dt className="sr-only">Role</dt>
          <dd className="text-sm font-semibold text-brand-700">{roleLabel}</dd>
        </dl>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link
          to={backTo}
          className="rounded-lg border border-border px-4 py-2.5 font-semibold hover:bg-surface-muted"
        >
          Back to Dashboard
        </Link>
        <Form method="post" action="/logout">
          <Button type="submit" variant="outline">
            Sign Out
          </Button>
        </Form>
      </div>
    </div>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle(matches, "Settings") }, { name: "robots", content: "noindex" }];
}
