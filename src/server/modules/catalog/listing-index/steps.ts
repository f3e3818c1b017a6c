/**
 * Long work written as a generator of steps (each about a millisecond), so that it can be run at once
 * or spread over turns of the event loop without holding it (docs/decisions/0034).
 */
export type Steps<T> = Generator<void, T>;

/** The steps run to their end at once. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export interface SliceOptions<T> {
  /** How long a turn of the event loop runs steps before letting it go (`setImmediate`). */
  sliceMs: number;
  /** Asked before each turn's steps: once false, the work stops where it is. */
  wanted: () => boolean;
  /** Given the steps' value in the turn of the last step, before anything else runs. */
  done: (value: T) => void;
}

/**
 * The steps run a slice of `sliceMs` a turn, the first before this returns. Resolves once `done` has
 * run, or once the work is no longer wanted; rejects when a step or `done` throws.
 */
export function runInSlices<T>(steps: Steps<T>, { sliceMs, wanted, done }: SliceOptions<T>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const slice = () => {
      if (!wanted()) return resolve();
      try {
        const until = performance.now() + sliceMs;
        let step = steps.next();
        while (!step.done && performance.now() < until) step = steps.next();
        if (!step.done) return void setImmediate(slice);
        done(step.value);
        resolve();
      } catch (error) {
        reject(error as Error);
      }
    };
    slice();
  });
}
