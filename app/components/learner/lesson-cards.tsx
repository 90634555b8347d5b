import { Button, usePendingForm } from "~/components/ui/button";
import { CheckCircleIcon, ExternalLinkIcon, FileTextIcon } from "~/components/ui/icons";
import { Form } from "~/components/ui/link";
import { learnerCourse } from "~/i18n/messages/learner-course";
import { useT } from "~/i18n/react";

// A lesson that is not our own video file, and the button that marks a lesson completed by hand.

/**
 * A video hosted elsewhere: a click-to-open card instead of an embed, so nothing is requested from
 * the other host until the learner asks (and our CSP allows no foreign frames).
 */
export function ExternalVideoCard({
  url,
  title,
  poster,
}: {
  url: string;
  title: string;
  poster: string;
}) {
  const host = new URL(url).hostname.replace(/^www\./, "");
  const t = useT(learnerCourse);
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-brand-950 shadow-md">
      <img
        src={poster}
        alt=""
        width={640}
        height={360}
        className="size-full object-cover opacity-30"
      />
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-2 rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-950 shadow-sm hover:bg-accent-300 focus-visible:focus-ring"
        >
          {t.cards.watchOn({ title, host })}
          <ExternalLinkIcon className="size-5" />
          <span className="sr-only">{t.cards.newTab}</span>
        </a>
        <p className="max-w-md text-sm text-brand-50">{t.cards.hostedOn({ host })}</p>
      </div>
    </div>
  );
}

/** A lesson with no video: its text is the lesson. */
export function ReadingCard({ title, description }: { title: string; description: string }) {
  const t = useT(learnerCourse);
  return (
    <div className="rounded-xl border border-border bg-surface-muted p-5 shadow-sm sm:p-6">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
        <FileTextIcon className="size-5" />
        {t.cards.reading}
      </p>
      <p className="mt-2 text-lg font-semibold text-ink">{title}</p>
      {description ? <p className="mt-2 text-ink">{description}</p> : null}
    </div>
  );
}

/** Mark as Completed (a video hosted elsewhere, a reading): a plain form post. */
export function MarkCompletedForm({
  actionUrl,
  lessonId,
  completed,
}: {
  actionUrl: string;
  lessonId: string;
  completed: boolean;
}) {
  const isPending = usePendingForm();
  const t = useT(learnerCourse);
  const pending = isPending({ fields: { intent: "complete", lessonId }, state: "non-idle" });
  if (completed) {
    return (
      <p className="flex items-center gap-2 font-semibold text-success">
        <CheckCircleIcon className="size-5" />
        {t.cards.youCompleted}
      </p>
    );
  }
  return (
    <Form method="post" action={actionUrl} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="complete" />
      <input type="hidden" name="lessonId" value={lessonId} />
      <Button type="submit" pending={pending}>
        <CheckCircleIcon className="size-5" />
        {t.cards.markCompleted}
      </Button>
    </Form>
  );
}
