import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { createImageQueue } from './image-queue.js';

/** A job that runs until its release is called. */
function heldJob() {
  let release: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { job: () => done, release: () => release() };
}

describe('the image queue', () => {
  it('runs one job at a time, in order, keeps a bounded wait list, and refuses past it with 503', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 2 });
    const first = heldJob();
    const order: string[] = [];
    const running = queue.run(async () => {
      await first.job();
      order.push('first');
    });
    const second = queue.run(async () => void order.push('second'));
    const third = queue.run(async () => void order.push('third'));
    expect(queue.load).toEqual({ running: 1, waiting: 2 });

    const refused = await queue.run(async () => 'never').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'busy', retryAfterSeconds: 5 });

    first.release();
    await Promise.all([running, second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it('goes on after a job fails', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
