/** A loop of background passes: wake it to run now, stop it to end after the pass in progress. */
export type BackgroundLoop = { wake: () => void; stop: () => Promise<void> };

/**
 * Runs `pass` every `intervalMs` and whenever woken, one pass at a time (a wake-up during a pass
 * runs another right after it). `pass` answers true when it should go again at once (a full
 * batch), and handles its own errors. `runNow` starts the first pass at once rather than after
 * the first interval. The durable workers (the outbox, the video copies) are built on it.
 */
export function startBackgroundLoop(
  pass: () => Promise<boolean>,
  { intervalMs, runNow = false }: { intervalMs: number; runNow?: boolean },
): BackgroundLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, intervalMs);
    timer.unref();
  };
  const passes = async () => {
    do {
      again = false;
      if (await pass()) again = true;
    } while (again && !stopped);
  };
  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = passes().finally(() => {
      running = null;
      schedule();
    });
  }
  schedule();
  if (runNow) setImmediate(run);
  return {
    wake: () => {
      if (!stopped) setImmediate(run);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
