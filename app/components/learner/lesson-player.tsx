import { useId, useRef, useState } from "react";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { CheckCircleIcon, SkipIcon } from "~/components/ui/icons";
import { SLOT, withNode } from "~/components/ui/message-parts";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SKIP_SECONDS, VOLUME_STEP } from "~/domain/learning/progress-rules";
import { learnerCourse } from "~/i18n/messages/learner-course";
import { useT } from "~/i18n/react";
import { formatClock } from "./lesson-player-logic";
import { useProgressReporting } from "./use-progress-reporting";

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

/**
 * The lesson's video: native controls (so it plays without JavaScript), then, once hydrated,
 * progress reports (useProgressReporting), resume, skip forward and volume.
 */
export function LessonVideo({
  actionUrl,
  lesson,
  src,
  poster,
  startAt,
  done,
  onPercent,
  completeActions,
}: {
  actionUrl: string;
  lesson: PlayerLesson;
  src: string;
  poster: string;
  /** Where to resume, in seconds (0: from the start). */
  startAt: number;
  /** Completed, or watched far enough to count as completed: what the end of the video says. */
  done: boolean;
  /** The watched percent and the seconds played as the learner plays, for the progress panel. */
  onPercent: (percent: number, watchedSeconds: number) => void;
  /** Shown with "Lesson Complete" when the video ends: the way on. */
  completeActions: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const t = useT(learnerCourse);
  const video = useRef<HTMLVideoElement>(null);
  const [ended, setEnded] = useState(false);
  const [playbackError, setPlaybackError] = useState(false);
  const [volume, setVolume] = useState(1);
  // Fixed when the lesson opens: the page's data reloads when a report completes the lesson, and
  // a changed `src` (its #t= fragment) would make the browser reload the video mid-play.
  const [resumeAt] = useState(startAt);
  const [started, setStarted] = useState(false);
  const progress = useProgressReporting({
    actionUrl,
    lessonId: lesson.id,
    savedPercent: lesson.watchedPercentage,
    onPercent,
  });

  function onLoadedMetadata() {
    const v = video.current;
    if (!v) return;
    // Resume where the learner left off, unless that is the very end.
    if (resumeAt > 0 && resumeAt < v.duration - 1 && Math.abs(v.currentTime - resumeAt) > 1) {
      v.currentTime = resumeAt;
    }
  }

  function watchAgain() {
    const v = video.current;
    setEnded(false);
    if (!v) return;
    v.currentTime = 0;
    void v.play().catch(() => {});
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
          aria-label={t.player.videoLabel({ title: lesson.title })}
          className="absolute inset-0 size-full bg-black object-contain"
          onLoadedMetadata={onLoadedMetadata}
          onPlaying={() => {
            setStarted(true);
            setEnded(false);
            setPlaybackError(false);
            progress.playing();
          }}
          onTimeUpdate={(event) => progress.timeUpdate(event.currentTarget)}
          onPause={progress.stopped}
          onWaiting={progress.stopped}
          onSeeking={progress.stopped}
          onSeeked={(event) => progress.seeked(event.currentTarget)}
          onEnded={(event) => {
            setEnded(true);
            progress.ended(event.currentTarget);
          }}
          onError={() => setPlaybackError(true)}
          onVolumeChange={() => {
            const v = video.current;
            if (v) setVolume(v.muted ? 0 : Math.round(v.volume * 10) / 10);
          }}
        >
          <p className="p-4 text-white">
            {withNode(
              t.player.cannotPlay({ link: SLOT }),
              <a href={src} className="underline">
                {t.player.download}
              </a>,
            )}
          </p>
        </video>
        {ended ? (
          <CompleteOverlay done={done} actions={completeActions} onWatchAgain={watchAgain} />
        ) : null}
      </div>
      {playbackError ? (
        <Alert variant="error" title={t.player.playbackError} className="rounded-none border-x-0">
          <p>{t.player.unableToPlay}</p>
          {hydrated ? (
            <Button type="button" size="sm" variant="outline" className="mt-2" onClick={retry}>
              {t.player.tryAgain}
            </Button>
          ) : null}
        </Alert>
      ) : null}
      {hydrated ? (
        <VideoControls
          video={video}
          volume={volume}
          onVolume={setVolume}
          resumesAt={resumeAt > 0 && !started ? resumeAt : null}
        />
      ) : null}
    </div>
  );
}

/**
 * Over the finished video: "Lesson Complete" and the way on, or (not watched far enough, e.g. at
 * double speed) what still counts; and Watch again.
 */
function CompleteOverlay({
  done,
  actions,
  onWatchAgain,
}: {
  done: boolean;
  actions: React.ReactNode;
  onWatchAgain: () => void;
}) {
  const t = useT(learnerCourse);
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-brand-950/90 p-3 text-center text-white sm:gap-3 sm:p-4"
    >
      {/* A phone's 16:9 frame has room for the words and two rows of buttons, not the icon. */}
      {done ? <CheckCircleIcon className="hidden size-12 text-accent-400 sm:block" /> : null}
      <p className="text-xl font-bold sm:text-2xl">
        {done ? t.player.lessonComplete : t.player.endReached}
      </p>
      {done ? null : <p className="max-w-md text-sm text-brand-50">{t.player.notCountedYet}</p>}
      <div className="flex flex-wrap items-center justify-center gap-2">
        {actions}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-white hover:bg-white/10"
          onClick={onWatchAgain}
        >
          {t.player.watchAgain}
        </Button>
      </div>
    </div>
  );
}

/** Under the video, once hydrated: skip forward, volume, and where playback will resume. */
function VideoControls({
  video,
  volume,
  onVolume,
  resumesAt,
}: {
  video: React.RefObject<HTMLVideoElement | null>;
  volume: number;
  onVolume: (volume: number) => void;
  /** Seconds, until playback starts; null once it has (or when it starts from the beginning). */
  resumesAt: number | null;
}) {
  const volumeId = useId();
  const t = useT(learnerCourse);

  function skipForward() {
    const v = video.current;
    if (!v) return;
    const end = Number.isFinite(v.duration) ? v.duration : Number.POSITIVE_INFINITY;
    v.currentTime = Math.min(end, v.currentTime + SKIP_SECONDS);
  }

  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 text-white">
      <Button
        type="button"
        size="sm"
        variant="ghost"
        className="text-white hover:bg-white/10"
        onClick={skipForward}
      >
        <SkipIcon className="size-5" />
        {t.player.skipForward({ seconds: SKIP_SECONDS })}
      </Button>
      <div className="flex min-w-48 flex-1 items-center gap-3 sm:max-w-xs">
        <label htmlFor={volumeId} className="text-sm font-semibold">
          {t.player.volume}
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
            onVolume(next);
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
      {resumesAt !== null ? (
        <p className="text-sm text-brand-100">
          {t.player.resumesAt({ time: formatClock(resumesAt) })}
        </p>
      ) : null}
    </div>
  );
}
