import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { stepToReport, WatchClock, watchedPercent } from "./lesson-player-logic";

type Report = { percent: number; position: number; watched: number };

/** A report still unanswered after this long no longer holds the next one back. */
const STUCK_REPORT_MS = 15_000;

/**
 * The lesson video's progress reports, sent through a fetcher to `actionUrl`: at each new 10% step
 * once per page session and at 100% on `ended`, with the seconds really played since the previous
 * report (the watch clock). One request at a time: a report made while another is in flight waits,
 * merged with any other waiting one, and goes when the first has settled. The returned handlers
 * are wired to the <video> element's events; `onPercent` hears each step as it is reported, with
 * the seconds played in this page session (what the page counts towards completion meanwhile).
 * Mount it once per lesson (the player is keyed by lesson): the steps sent belong to that lesson.
 */
export function useProgressReporting({
  actionUrl,
  lessonId,
  savedPercent,
  onPercent,
}: {
  actionUrl: string;
  lessonId: string;
  /** The share watched before this page session, counted as the opening stretch. */
  savedPercent: number;
  onPercent: (percent: number, watchedSeconds: number) => void;
}) {
  const fetcher = useFetcher();
  // Per page session: the steps already sent, the watch clock, and a report waiting for the
  // previous one to finish.
  const session = useRef({
    reported: new Set<number>(),
    clock: new WatchClock(),
    pending: null as Report | null,
    /** Seconds played in this page session, as reported. */
    watched: 0,
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
        lessonId,
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

  function report(video: HTMLVideoElement, percent: number) {
    const watched = session.current.clock.take();
    session.current.watched += watched;
    send({ percent, position: Math.floor(video.currentTime), watched });
    onPercent(percent, session.current.watched);
  }

  const clock = session.current.clock;
  return {
    /** Playback (re)started. */
    playing: () => clock.start(performance.now()),
    /** Paused, stalled or seeking: the clock stops until playing again. */
    stopped: () => clock.stop(performance.now()),
    seeked: (video: HTMLVideoElement) => {
      if (!video.paused) clock.start(performance.now());
    },
    timeUpdate: (video: HTMLVideoElement) => {
      if (!video.paused && !video.seeking) clock.tick(performance.now());
      const percent = watchedPercent(video, savedPercent);
      const step = stepToReport(percent, session.current.reported);
      if (step !== null) report(video, step);
    },
    ended: (video: HTMLVideoElement) => {
      clock.stop(performance.now());
      if (!session.current.reported.has(100)) {
        session.current.reported.add(100);
        report(video, 100);
      } else {
        onPercent(100, session.current.watched);
      }
    },
  };
}
