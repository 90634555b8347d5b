import { describe, expect, it } from "vitest";
import { formatClock, stepToReport, WatchClock, watchedPercent } from "./lesson-player-logic";

function media(duration: number, ranges: [number, number][]) {
  return {
    duration,
    played: {
      length: ranges.length,
      start: (i: number) => ranges[i]?.[0] ?? 0,
      end: (i: number) => ranges[i]?.[1] ?? 0,
    },
  };
}

describe("watchedPercent", () => {
  it("counts what was played, not where the playhead jumped", () => {
    expect(watchedPercent(media(100, []), 0)).toBe(0);
    expect(watchedPercent(media(100, [[0, 35]]), 0)).toBe(35);
    // Skipped from 10 to 90 and watched 5 s there: 15%, not 95%.
    expect(
      watchedPercent(
        media(100, [
          [0, 10],
          [90, 95],
        ]),
        0,
      ),
    ).toBe(15);
    // Overlapping replays count once.
    expect(
      watchedPercent(
        media(100, [
          [0, 30],
          [20, 40],
          [10, 25],
        ]),
        0,
      ),
    ).toBe(40);
  });

  it("adds this session's playing to what was saved before", () => {
    // Saved 50% of 12 s, resumed at 6 s and played to 8.4 s: 70%.
    expect(watchedPercent(media(12, [[6, 8.4]]), 50)).toBe(70);
    expect(watchedPercent(media(12, [[0, 3]]), 50)).toBe(50);
    expect(watchedPercent(media(12, [[0, 12]]), 0)).toBe(100);
  });

  it("answers 0 until the duration is known", () => {
    expect(watchedPercent(media(Number.NaN, [[0, 5]]), 40)).toBe(0);
    expect(watchedPercent(media(Number.POSITIVE_INFINITY, [[0, 5]]), 40)).toBe(0);
  });
});

describe("stepToReport", () => {
  it("reports each 10% step once, the highest when several are passed at once", () => {
    const reported = new Set<number>();
    expect(stepToReport(5, reported)).toBeNull();
    expect(stepToReport(12, reported)).toBe(10);
    expect(stepToReport(19, reported)).toBeNull();
    expect(stepToReport(47, reported)).toBe(40);
    expect(stepToReport(31, reported)).toBeNull();
    expect(stepToReport(99, reported)).toBe(90);
    // 100% belongs to the ended event.
    expect(stepToReport(100, reported)).toBeNull();
    expect([...reported].sort((a, b) => a - b)).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });
});

describe("WatchClock", () => {
  it("counts time between ticks while playing, and nothing across pauses or long gaps", () => {
    const clock = new WatchClock();
    clock.tick(0); // a tick before playing counts nothing
    clock.start(1000);
    clock.tick(1250);
    clock.tick(1500);
    clock.stop(2000); // paused: 1 s so far
    clock.tick(9000); // stopped: nothing
    clock.start(10_000);
    clock.tick(10_500);
    clock.tick(30_000); // a 19.5 s gap (frozen tab): not counted
    clock.tick(30_600);
    expect(clock.take()).toBe(2);
    // The 100 ms remainder waits for the next report.
    clock.stop(31_500);
    expect(clock.take()).toBe(1);
    expect(clock.take()).toBe(0);
  });
});

describe("formatClock", () => {
  it("writes minutes and seconds, and hours when there are some", () => {
    expect(formatClock(0)).toBe("0:00");
    expect(formatClock(6.9)).toBe("0:06");
    expect(formatClock(75)).toBe("1:15");
    expect(formatClock(3725)).toBe("1:02:05");
  });
});
