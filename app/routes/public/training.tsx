import { CourseCard } from "~/components/catalog/course-card";
import { EnrolForm } from "~/components/catalog/enrol-form";
import { IntroVideoDialog } from "~/components/catalog/video-dialog";
import { CallToAction, PageSection } from "~/components/site/page-sections";
import { Badge } from "~/components/ui/badge";
import { ButtonLink, buttonClasses } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { ArrowRightIcon, FileTextIcon, PlayCircleIcon, PlayIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CARD_SIZES, Picture } from "~/components/ui/picture";
import { listPublishedCourses } from "~/domain/catalog/courses.server";
import {
  listTrainingResources,
  TRAINING_PROGRAMS_LIMIT,
  type TrainingResource,
} from "~/domain/catalog/training.server";
import { enrolmentProgressByCourse } from "~/domain/learning/enrolments.server";
import { messagesFor } from "~/i18n/catalog.server";
import { localeContext } from "~/i18n/locale.server";
import { catalog } from "~/i18n/messages/catalog";
import { common } from "~/i18n/messages/common";
import { training } from "~/i18n/messages/training";
import { metaT } from "~/i18n/meta";
import { useLocale, useT } from "~/i18n/react";
import { courseContentPath } from "~/lib/course-paths";
import { formatDate } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { readTimeLabel } from "~/lib/read-time";
import { userContext } from "~/routes/middleware/user-context.server";
import { servicesContext } from "~/services.server";
import type { Route } from "./+types/training";

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const user = context.get(userContext);
  const [programs, resources, progress] = await Promise.all([
    listPublishedCourses(db, { limit: TRAINING_PROGRAMS_LIMIT }),
    listTrainingResources(db),
    user ? enrolmentProgressByCourse(db, user.id) : null,
  ]);
  return {
    ...messagesFor(context.get(localeContext), training, catalog),
    programs: programs.map((course) => ({
      ...course,
      enrolled: progress?.has(course.id) ?? false,
    })),
    resources,
    signedIn: user !== null,
  };
}

export default function Training({ loaderData }: Route.ComponentProps) {
  const { programs, resources, signedIn } = loaderData;
  const t = useT(training);
  return (
    <>
      <section aria-labelledby="training-title" className="bg-surface-muted">
        <div className="container-page py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            <PlayCircleIcon className="size-4" />
            {t.hero.badge}
          </p>
          <h1 id="training-title" className="mt-4 max-w-3xl text-display font-extrabold text-ink">
            {t.hero.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{t.hero.lead}</p>
        </div>
      </section>

      <PageSection id="programs-title" className="py-12 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h2 id="programs-title" className="text-3xl font-bold text-ink">
              {/* The section's name keeps its American spelling. */}
              {t.programs.title}
            </h2>
            <p className="mt-2 text-ink-muted">{t.programs.intro}</p>
          </div>
          <Link
            to="/academy"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:focus-ring"
          >
            {t.programs.seeAll}
            <ArrowRightIcon className="size-4" />
          </Link>
        </div>
        {programs.length === 0 ? (
          <p className="mt-6 text-ink-muted">{t.programs.empty}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {programs.map((course) => (
              <li key={course.id}>
                <CourseCard
                  course={course}
                  lazy={false}
                  action={
                    course.enrolled && course.videoUrl ? (
                      <IntroVideoDialog
                        title={course.title}
                        slug={course.slug}
                        videoUrl={course.videoUrl}
                        className={cn(buttonClasses({ variant: "outline" }), "w-full")}
                      >
                        <PlayIcon className="size-4" />
                        {t.programs.continue}
                        <span className="sr-only"> {course.title}</span>
                      </IntroVideoDialog>
                    ) : course.enrolled ? (
                      <ButtonLink
                        to={courseContentPath(course.id)}
                        variant="outline"
                        className="w-full"
                      >
                        {t.programs.continue}
                        <span className="sr-only"> {course.title}</span>
                      </ButtonLink>
                    ) : (
                      <EnrolForm
                        slug={course.slug}
                        title={course.title}
                        priceKobo={course.priceKobo}
                        label={t.programs.enrol}
                      />
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection
        id="resources-title"
        className="border-t border-border bg-surface-muted py-12 sm:py-16"
      >
        <div className="max-w-2xl">
          <h2 id="resources-title" className="text-3xl font-bold text-ink">
            {t.resources.title}
          </h2>
          <p className="mt-2 text-ink-muted">{t.resources.intro}</p>
        </div>
        {resources.length === 0 ? (
          <p className="mt-6 text-ink-muted">{t.resources.empty}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {resources.map((resource) => (
              <li key={resource.slug}>
                <ResourceCard resource={resource} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      {signedIn ? null : (
        <CallToAction
          id="join-title"
          title={t.join.title}
          primary={{ to: "/register", label: t.join.button }}
        >
          {t.join.text}
        </CallToAction>
      )}
    </>
  );
}

function ResourceCard({ resource }: { resource: TrainingResource }) {
  const isPdf = resource.kind === "pdf";
  const t = useT(training).resources;
  const { minutesRead } = useT(common);
  const locale = useLocale();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md">
      {resource.thumbnail ? (
        <Picture
          src={resource.thumbnail}
          sizes={CARD_SIZES}
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        <Badge variant={isPdf ? "accent" : "info"} className="self-start">
          {isPdf ? <FileTextIcon className="size-3.5" /> : <PlayIcon className="size-3.5" />}
          {isPdf ? t.pdf : t.video}
        </Badge>
        <h3 className="mt-3 text-lg leading-snug font-bold text-ink">
          <Link
            to={`/journey/${resource.slug}`}
            className="rounded-sm after:absolute after:inset-0 hover:text-brand-800 hover:underline focus-visible:focus-ring"
          >
            {resource.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-ink-muted">{resource.description}</p>
        <p className="mt-auto pt-4 text-sm text-ink-muted">
          <time dateTime={new Date(resource.date).toISOString()}>
            {formatDate(resource.date, locale)}
          </time>
          {resource.readTime ? <> · {readTimeLabel(resource.readTime, minutesRead)}</> : null}
        </p>
      </div>
    </article>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaT(matches, training)?.meta;
  return pageMeta(matches, {
    title: t?.title ?? "Training",
    description:
      t?.description ??
      "Featured agricultural training programmes, field videos and research from our demonstration farms in Nigeria. Enroll free or at an affordable price.",
    path: "/training",
    image: "/media/video/afa-intro-poster.jpg",
  });
}
