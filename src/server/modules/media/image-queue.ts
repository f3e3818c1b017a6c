import { busy } from '../../http/errors.js';

/**
 * Image work on a queue of its own (docs/decisions/0013): sharp runs on libuv's small thread pool, which
 * password hashing shares; four hostile images at once once held every thread and pushed sign-ins
 * from 60 ms to 18 s. At most `concurrency` jobs run, `maxWaiting` wait, and beyond that an upload
 * is refused with 503 and Retry-After.
 */
export function createImageQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: Array<() => void> = [];

  /** A finished job hands its place straight to the next one waiting, so none can slip in between. */
  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) {
          throw busy('Images are being processed. Please try again in a moment.', 5);
        }
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await job();
      } finally {
        release();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}

export type ImageQueue = ReturnType<typeof createImageQueue>;
