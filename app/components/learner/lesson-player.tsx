import { useEffect, useId, useRef, useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CheckCircleIcon, ExternalLinkIcon, FileTextIcon } from "~/components/ui/icons";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SKIP_SECONDS, VOLUME_STEP } from "~/domain/learning/progress-rules";
import { formatClock, stepToReport, WatchClock, watchedPercent } from "./lesson-player-logic";

export type PlayerLesson = {
  id: string;
  title: string;
  description: string;
  type: "video" | "embed" | "text";
  videoUrl: string | null;
  watchedPercentage: number;
  positionSeconds: number;
  completed: boolean;
};

/** How the page can show a lesson: our own video file, a video hosted elsewhere, or neither. */
export function lessonMedia(lesson: Pick<PlayerLesson, "type" | "videoUrl">) {
  const url = lesson.videoUrl?.trim() || null;
  if (url && lesson.type !== "text") {
    // Our own files play inline; anything hosted elsewhere is only ever a link (no third-party
    // request before the learner asks, and our CSP allows no foreign frames or media).
    if (url.startsWith("/") && !url.startsWith("//")) return { kind: "video" as const, url };
    if (/^https?:\/\//i.test(url)) return { kind: "external" as const, url };
  }
  return { kind: "none" as const, url: null };
}

type Report = { percent: number; position: number; watched: number };

/** A report still unanswered after this long no longer holds the next one back. */
const STUCK_REPORT_MS = 15_000;

/**
 * The lesson's video: native controls (so it plays without JavaScript), then, once hydrated,
 * progress reports, resume, skip forward and volume. Reports go through a fetcher: at each new 10%
 * step once per page session and at 100% on `ended`, with the seconds really played since the
 * previous report.
 */
export function LessonVideo({
  actionUrl,
  lesson,
  src,
  poster,
  startAt,
  onPercent,
  completeActions,
}: {
  actionUrl: string;
  lesson: PlayerLesson;
  src: string;
  poster: string;
  /** Where to resume, in seconds (0: from the start). */
  startAt: number;
  /** The watched percent as the learner plays, for the progress panel. */
  onPercent: (percent: number) => void;
  /** Shown with "Lesson Complete" when the video ends: the way on. */
  completeActions: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const video = useRef<HTMLVideoElement>(null);
  const fetcher = useFetcher();
  const volumeId = useId();
  const [ended, setEnded] = useState(false);
  const [playbackError, setPlaybackError] = useState(false);
  const [volume, setVolume] = useState(1);
  // Fixed when the lesson opens: the page's data reloads when a report completes the lesson, and
  // a changed `src` (its #t= fragment) would make the browser reload the video mid-play.
  const [resumeAt] = useState(startAt);
  const [started, setStarted] = useState(false);
  // Per page session (this component is keyed by lesson): the steps already sent, the watch
  // clock, and a report waiting for the previous one to finish.
  const session = useRef({
    reported: new Set<number>(),
    clock: new WatchClock(),
    pending: null as Report | null,
    /** When the report in flight was sent (null: none), and whether its request was seen. */
    sentAt: null as number | null,
    seenBusy: false,
  });

  function send(report: Report) {
    const s = session.current;
    const now = performance.now();
    if (s.sentAt !== null && now - s.sentAt < STUCK_REPORT_MS) {
      // One request at a time: merge into the next one instead of cancelling this one.
      const pending = s.pending;
      s.pending = pending
        ? {
            percent: Math.max(pending.percent, report.percent),
            position: report.position,
            watched: pending.watched + report.watched,
          }
        : report;
      return;
    }
    s.sentAt = now;
    s.seenBusy = false;
    fetcher.submit(
      {
        intent: "progress",
        lessonId: lesson.id,
        percent: String(report.percent),
        position: String(report.position),
        watched: String(report.watched),
      },
      { method: "post", action: actionUrl },
    );
  }

  // When the report in flight has settled (busy, then idle again), send the one that waited.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on fetcher state changes only; `send` reads refs and the current fetcher.
  useEffect(() => {
    const s = session.current;
    if (fetcher.state !== "idle") {
      s.seenBusy = true;
      return;
    }
    if (s.sentAt === null || !s.seenBusy) return;
    s.sentAt = null;
    const next = s.pending;
    if (next) {
      s.pending = null;
      send(next);
    }
  }, [fetcher.state]);

  function report(percent: number) {
    const v = video.current;
    if (!v) return;
    send({
      percent,
      position: Math.floor(v.currentTime),
      watched: session.current.clock.take(),
    });
  }

  function onLoadedMetadata() {
    const v = video.current;
    if (!v) return;
    // Resume where the learner left off, unless that is the very end.
    if (resumeAt > 0 && resumeAt < v.duration - 1 && Math.abs(v.currentTime - resumeAt) > 1) {
      v.currentTime = resumeAt;
    }
  }

  function onTimeUpdate() {
    const v = video.current;
    if (!v) return;
    if (!v.paused && !v.seeking) session.current.clock.tick(performance.now());
    const percent = watchedPercent(v, lesson.watchedPercentage);
    const step = stepToReport(percent, session.current.reported);
    if (step !== null) {
      onPercent(step);
      report(step);
    }
  }

  function onEnded() {
    session.current.clock.stop(performance.now());
    setEnded(true);
    onPercent(100);
    if (!session.current.reported.has(100)) {
      session.current.reported.add(100);
      report(100);
    }
  }

  function watchAgain() {
    const v = video.current;
    setEnded(false);
    if (!v) return;
    v.currentTime = 0;
    void v.play().catch(() => {});
  }

  function skipForward() {
    const v = video.current;
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : Number.POSITIVE_INFINITY;
    v.currentTime = Math.min(end, v.currentTime + SKIP_SECONDS);
  }

  function retry() {
    const v = video.current;
    setPlaybackError(false);
    if (!v) return;
    v.load();
    void v.play().catch(() => {});
  }

  return (
    <div className="overflow-hidden rounded-xl bg-brand-950 shadow-md">
      <div className="relative aspect-video w-full bg-black">
        {/* biome-ignore lint/a11y/useMediaCaption: lessons have no captions file yet; each lesson's text is on the page below the player. */}
        <video
          ref={video}
          // A media fragment starts at the saved position even before JavaScript loads.
          src={resumeAt > 0 ? `${src}#t=${resumeAt}` : src}
          controls
          preload="none"
          playsInline
          poster={poster}
          width={640}
          height={360}
          aria-label={`Lesson video: ${lesson.title}`}
          className="absolute inset-0 size-full bg-black object-contain"
          onLoadedMetadata={onLoadedMetadata}
          onPlaying={() => {
            setStarted(true);
            setEnded(false);
            setPlaybackError(false);
            session.current.clock.start(performance.now());
          }}
          onTimeUpdate={onTimeUpdate}
          onPause={() => session.current.clock.stop(performance.now())}
          onWaiting={() => session.current.clock.stop(performance.now())}
          onSeeking={() => session.current.clock.stop(performance.now())}
          onSeeked={() => {
            const v = video.current;
            if (v && !v.paused) session.current.clock.start(performance.now());
          }}
          onEnded={onEnded}
          onError={() => setPlaybackError(true)}
          onVolumeChange={() => {
            const v = video.current;
            if (v) setVolume(v.muted ? 0 : Math.round(v.volume * 10) / 10);
          }}
        >
          <p className="p-4 text-white">
            Your browser cannot play this video.{" "}
            <a href={src} className="underline">
              Download the video
            </a>{" "}
            instead.
          </p>
        </video>
        {ended ? (
          <div
            role="status"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-brand-950/90 p-3 text-center text-white sm:gap-3 sm:p-4"
          >
            {/* A phone's 16:9 frame has room for the words and two rows of buttons, not the icon. */}
            <CheckCircleIcon className="hidden size-12 text-accent-400 sm:block" />
            <p className="text-xl font-bold sm:text-2xl">Lesson Complete</p>
            <div className="flex flex-wrap items-center justify-center gap-2">
              {completeActions}
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="text-white hover:bg-white/10"
                onClick={watchAgain}
              >
                Watch again
              </Button>
            </div>
          </div>
        ) : null}
      </div>
      {playbackError ? (
        <Alert variant="error" title="Playback Error" className="rounded-none border-x-0">
          <p>Unable to play video. Please try again.</p>
          {hydrated ? (
            <Button type="button" size="sm" variant="outline" className="mt-2" onClick={retry}>
              Try again
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {hydrated ? (
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 text-white">
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="text-white hover:bg-white/10"
            onClick={skipForward}
          >
            <SkipIcon className="size-5" />
            Skip forward {SKIP_SECONDS} seconds
          </Button>
          <div className="flex min-w-48 flex-1 items-center gap-3 sm:max-w-xs">
            <label htmlFor={volumeId} className="text-sm font-semibold">
              Volume
            </label>
            <input
              id={volumeId}
              type="range"
              min={0}
              max={1}
              step={VOLUME_STEP}
              value={volume}
              aria-valuetext={`${Math.round(volume * 100)}%`}
              onChange={(event) => {
                const next = Number(event.currentTarget.value);
                setVolume(next);
                const v = video.current;
                if (v) {
                  v.volume = next;
                  v.muted = next === 0;
                }
              }}
              className="h-2 flex-1 cursor-pointer accent-accent-400"
            />
            <span className="w-10 text-right text-sm tabular-nums" aria-hidden="true">
              {Math.round(volume * 100)}%
            </span>
          </div>
          {resumeAt > 0 && !started ? (
            <p className="text-sm text-brand-100">Resumes at {formatClock(resumeAt)}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

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
          Watch “{title}” on {host}
          <ExternalLinkIcon className="size-5" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <p className="max-w-md text-sm text-brand-50">
          This video is hosted on {host} and opens in a new tab. Come back here and mark the lesson
          as completed when you have watched it.
        </p>
      </div>
    </div>
  );
}

/** A lesson with no video: its text is the lesson. */
export function ReadingCard({ title, description }: { title: string; description: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface-muted p-5 shadow-sm sm:p-6">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
        <FileTextIcon className="size-5" />
        Reading lesson
      </p>
      <p className="mt-2 text-lg font-semibold text-ink">{title}</p>
      {description ? <p className="mt-2 text-ink">{description}</p> : null}
    </div>
  );
}

/** Mark as Completed (spec 001 §2: embedded-video lessons): a plain form post. */
export function MarkCompletedForm({
  actionUrl,
  lessonId,
  completed,
  children,
}: {
  actionUrl: string;
  lessonId: string;
  completed: boolean;
  children?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "complete" &&
    navigation.formData?.get("lessonId") === lessonId;
  if (completed) {
    return (
      <p className="flex items-center gap-2 font-semibold text-success">
        <CheckCircleIcon className="size-5" />
        You completed this lesson.
      </p>
    );
  }
  return (
    <Form method="post" action={actionUrl} className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="complete" />
      <input type="hidden" name="lessonId" value={lessonId} />
      <Button type="submit" pending={pending}>
        <CheckCircleIcon className="size-5" />
        Mark as Completed
      </Button>
      {children}
    </Form>
  );
}

function SkipIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="M4 6.5v11l7-5.5Z" />
      <path d="M12 6.5v11l7-5.5Z" />
      <path d="M20 6v12" />
    </svg>
  );
}
