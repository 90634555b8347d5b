import { usePendingForm } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Form } from "~/components/ui/link";
import type { VideoQuality } from "~/db/schema/enums";
import type { LessonVideoCopies } from "~/domain/media/video-choice.server";
import { learnerCourse } from "~/i18n/messages/learner-course";
import { useT } from "~/i18n/react";
import { formatFileSize } from "~/lib/format";

/** The copy that plays for `quality` (audio only falls back to data saver for a silent film). */
export function chosenCopy(copies: LessonVideoCopies, quality: VideoQuality) {
  return quality === "audio" ? (copies.audio ?? copies["data-saver"]) : copies[quality];
}

/**
 * Under the player: Data saver, Standard and Audio only, each with what it costs in MB. One tap
 * chooses and remembers (a form post, so it works without JavaScript); nothing downloads until the
 * learner presses play.
 */
export function VideoQualityChoice({
  actionUrl,
  lessonId,
  quality,
  copies,
}: {
  actionUrl: string;
  lessonId: string;
  quality: VideoQuality;
  copies: LessonVideoCopies;
}) {
  const t = useT(learnerCourse).player.quality;
  const isPending = usePendingForm();
  const options = (["data-saver", "standard", "audio"] as const).flatMap((value) => {
    const copy = value === "audio" ? copies.audio : copies[value];
    return copy ? [{ value, bytes: copy.bytes }] : [];
  });
  // A silent film plays its data saver copy for "audio only": that button shows as chosen.
  const current = quality === "audio" && !copies.audio ? "data-saver" : quality;
  return (
    <Form method="post" action={actionUrl} className="flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="intent" value="video-quality" />
      <input type="hidden" name="lessonId" value={lessonId} />
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="float-left mr-1 font-semibold text-ink">{t.label}</legend>
        {options.map((option) => {
          const pressed = option.value === current;
          const pending = isPending({ fields: { quality: option.value }, state: "non-idle" });
          return (
            <button
              key={option.value}
              type="submit"
              name="quality"
              value={option.value}
              aria-pressed={pressed}
              disabled={pending}
              className={cn(
                "min-h-11 rounded-full border px-3 py-1.5 font-semibold transition-colors focus-visible:focus-ring",
                pressed
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-border-strong bg-surface text-ink hover:border-brand-600 hover:bg-brand-50",
              )}
            >
              {t.option({ name: t[option.value], size: formatFileSize(option.bytes) ?? "" })}
            </button>
          );
        })}
      </fieldset>
    </Form>
  );
}
