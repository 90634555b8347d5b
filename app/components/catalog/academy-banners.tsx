import { ButtonLink } from "~/components/ui/button";
import { withNodes } from "~/components/ui/message-parts";
import { catalog } from "~/i18n/messages/catalog";
import { useT } from "~/i18n/react";

// Parts of the academy's catalogue page: the line counting what the filters found, and the
// banner above the courses (a welcome for the signed-in, an invitation to sign up otherwise).

export function ResultSummary({
  count,
  q,
  category,
  language,
}: {
  count: number;
  q: string;
  category: string | null;
  language: string | null;
}) {
  const t = useT(catalog);
  const courses = t.academy.count({ count });
  if (!q && !category && !language) return <>{t.academy.toChooseFrom({ courses })}</>;
  return (
    <>
      {courses}
      {q ? <> {t.academy.matching({ q })}</> : null}
      {category ? <> {t.academy.inCategory({ category })}</> : null}
      {language ? <> {t.academy.inLanguage({ language })}</> : null}
    </>
  );
}

export function WelcomeBanner({
  name,
  completed,
  total,
  enrolled,
}: {
  name: string;
  completed: number;
  total: number;
  enrolled: number;
}) {
  const t = useT(catalog);
  const percent = total === 0 ? 0 : Math.round((completed / total) * 100);
  return (
    <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-800 p-5 text-white shadow-md sm:flex-row sm:items-center sm:p-6">
      <div className="flex-1">
        <p className="text-xl font-bold">
          {enrolled === 0 ? t.academy.welcome({ name }) : t.academy.welcomeBack({ name })}
        </p>
        <p className="mt-1 text-brand-100">
          {withNodes(t.academy.completedOf, {
            completed: <strong className="text-white">{completed}</strong>,
            total: <strong className="text-white">{total}</strong>,
          })}{" "}
          {enrolled > 0 ? t.academy.enrolledIn({ count: enrolled }) : t.academy.pickCourse}
        </p>
        <div
          aria-hidden="true"
          className="mt-3 h-2 max-w-md overflow-hidden rounded-full bg-white/20"
        >
          <div className="h-full rounded-full bg-accent-400" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ButtonLink to="/dashboard" variant="secondary">
        {t.academy.goToDashboard}
      </ButtonLink>
    </div>
  );
}

export function SignUpCallToAction() {
  const t = useT(catalog);
  return (
    <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-surface p-5 shadow-xs sm:flex-row sm:items-center sm:p-6">
      <div className="flex-1">
        <p className="text-xl font-bold text-ink">{t.academy.signUpTitle}</p>
        <p className="mt-1 text-ink-muted">{t.academy.signUpText}</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <ButtonLink to="/register">{t.academy.signUpFree}</ButtonLink>
        <ButtonLink to="/login?redirectTo=%2Facademy" variant="outline">
          {t.academy.logIn}
        </ButtonLink>
      </div>
    </div>
  );
}
