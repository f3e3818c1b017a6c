/**
 * Work an app server does on its own every interval (the outbox, the hold sweep): runs never
 * overlap, a failed run is logged and the next one goes on, and the timer never keeps the process
 * alive. `runOnce` runs it now, after any run in progress (tests drive jobs this way).
 */
export function createPeriodicJob<T>({
  run,
  intervalMs,
  onError,
}: {
  run: () => Promise<T>;
  intervalMs: number;
  onError: (error: unknown) => void;
}) {
  let current: Promise<T> | undefined;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<T> {
    const next = (current ? current.then(noop, noop) : Promise.resolve()).then(run);
    current = next;
    const clear = () => {
      if (current === next) current = undefined;
    };
    next.then(clear, clear);
    return next;
  }

  function tick() {
    if (current) return; // the run in progress will see what is due
    runOnce().catch(onError);
  }

  return {
    runOnce,
    start(): void {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    /** Stops the timer and waits for a run in progress. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      while (current) await current.then(noop, noop);
    },
  };
}

function noop() {}
