import { Badge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { GlobeIcon, LockIcon, PlayIcon, SproutIcon } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { CARD_SIZES, Picture } from "~/components/ui/picture";
import type { Language } from "~/db/schema/enums";
import type { CardAccess } from "~/domain/catalog/card-access";
import { HTML_LANG, LOCALE_NAMES } from "~/i18n/locales";
import { catalog } from "~/i18n/messages/catalog";
import { common } from "~/i18n/messages/common";
import { useLocale, useT } from "~/i18n/react";
import { formatPrice } from "~/lib/format";
import { CourseFacts } from "./course-facts";
import { categoryName, levelName } from "./labels";
import { IntroVideoDialog } from "./video-dialog";

export type CourseCardData = {
  slug: string;
  title: string;
  description: string;
  instructor: string;
  duration: string;
  durationAmount: number | null;
  durationUnit: string | null;
  category: string;
  level: string;
  /** The language the course is taught in: its title and description are in it. */
  language: Language;
  /** In kobo; 0 is a free course. */
  priceKobo: number;
  videoUrl: string | null;
  thumbnail: string | null;
  lessonsCount: number;
  students: number;
};

export function courseThumbnailUrl(course: Pick<CourseCardData, "thumbnail" | "category">) {
  return course.thumbnail ?? `/media/courses/${course.category}.svg`;
}

/**
 * A course in a grid: picture (with the intro film's play control), facts, price and one action
 * (`action`: enrol, continue…). `access` (decided by the loader) labels the picture for visitors:
 * a padlock on a priced course, "Sign up to start" on a free one.
 */
export function CourseCard({
  course,
  action,
  access = null,
  headingLevel: Heading = "h3",
  lazy = true,
}: {
  course: CourseCardData;
  action: React.ReactNode;
  access?: CardAccess;
  headingLevel?: "h2" | "h3";
  /** The first row of a grid is usually on screen: load it at once. */
  lazy?: boolean;
}) {
  const href = `/academy/${course.slug}`;
  const t = useT(catalog);
  const tc = useT(common);
  const locale = useLocale();
  const lang = HTML_LANG[course.language];
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface shadow-xs transition-shadow hover:shadow-md">
      <div className="relative aspect-video bg-surface-sunken">
        <Picture
          src={courseThumbnailUrl(course)}
          sizes={CARD_SIZES}
          width={640}
          height={360}
          loading={lazy ? "lazy" : "eager"}
          decoding="async"
          className="size-full object-cover"
        />
        {course.videoUrl ? (
          <IntroVideoDialog
            title={course.title}
            slug={course.slug}
            videoUrl={course.videoUrl}
            label={t.card.play({ title: course.title })}
            className="group absolute inset-0 flex items-center justify-center focus-visible:focus-ring"
          >
            <span className="flex size-14 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-md transition-transform group-hover:scale-105">
              <PlayIcon className="ml-0.5 size-7" />
            </span>
          </IntroVideoDialog>
        ) : null}
        {access === "locked" ? (
          <span className="pointer-events-none absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-ink/85 px-2.5 py-1 text-xs font-semibold text-white">
            <LockIcon className="size-4" />
            <span>
              {t.card.locked}
              <span className="sr-only">{t.card.lockedDetail}</span>
            </span>
          </span>
        ) : access === "sign-up" ? (
          <span className="pointer-events-none absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-sm">
            <SproutIcon className="size-4" />
            <span>
              {t.card.signUpToStart}
              <span className="sr-only">{t.card.signUpDetail}</span>
            </span>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{categoryName(t, course.category)}</Badge>
          <Badge variant="neutral">
            <span className="sr-only">{t.card.level}</span>
            {levelName(t, course.level)}
          </Badge>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-bold text-ink" lang={lang}>
          <Link
            to={href}
            className="rounded-sm hover:text-brand-800 hover:underline focus-visible:focus-ring"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-ink-muted">
          <span className="sr-only">{t.card.instructor}</span>
          {course.instructor}
        </p>
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-ink">
          <GlobeIcon className="size-4 shrink-0 text-ink-muted" />
          {tc.courseLanguage({ language: LOCALE_NAMES[course.language] })}
        </p>
        <p className="mt-3 line-clamp-3 text-sm text-ink-muted" lang={lang}>
          {course.description}
        </p>
        <CourseFacts course={course} className="mt-4" />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <p
            className={cn(
              "text-xl font-bold",
              course.priceKobo === 0 ? "text-success" : "text-ink",
            )}
          >
            <span className="sr-only">{t.card.price}</span>
            {formatPrice(course.priceKobo, locale)}
          </p>
          <div className="min-w-36 flex-1 sm:flex-none">{action}</div>
        </div>
      </div>
    </article>
  );
}
