import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { autoHideToast, TOAST_AUTO_HIDE_MS } from "./behaviours";

/** Enough of an element for the timer: events and the hidden flag. */
function fakeToast() {
  return Object.assign(new EventTarget(), { hidden: false }) as unknown as HTMLElement;
}

describe("autoHideToast", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("window", globalThis);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("hides the toast after about 6 s", () => {
    const toast = fakeToast();
    autoHideToast(toast);
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1);
    expect(toast.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(toast.hidden).toBe(true);
  });

  it("waits while the pointer or focus is on it, then starts again", () => {
    const toast = fakeToast();
    const hide = vi.fn();
    autoHideToast(toast, hide);
    const pairs = [
      ["mouseenter", "mouseleave"],
      ["focusin", "focusout"],
    ] as const;
    for (const [pause, resume] of pairs) {
      vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS - 1000);
      toast.dispatchEvent(new Event(pause));
      vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS * 2);
      expect(hide).not.toHaveBeenCalled();
      toast.dispatchEvent(new Event(resume));
    }
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS);
    expect(hide).toHaveBeenCalledOnce();
  });

  it("stops for good once removed (a React toast that unmounts)", () => {
    const toast = fakeToast();
    const hide = vi.fn();
    const stop = autoHideToast(toast, hide);
    stop();
    toast.dispatchEvent(new Event("mouseleave"));
    vi.advanceTimersByTime(TOAST_AUTO_HIDE_MS * 2);
    expect(hide).not.toHaveBeenCalled();
  });
});
