import { describe, expect, it } from 'vitest';
import { runInSlices, runToEnd } from './steps.js';

/** Three steps, each noting that it ran, then the number of steps. */
function* counted(ran: string[]) {
  for (const step of ['a', 'b', 'c']) {
    ran.push(step);
    yield;
  }
  return ran.length;
}

describe('steps', () => {
  it('runs them to their end at once', () => {
    expect(runToEnd(counted([]))).toBe(3);
  });

  it('runs a slice a turn, the first before it returns, and gives the value in the last turn', async () => {
    const ran: string[] = [];
    const turns: string[][] = [];
    let value: number | undefined;
    const finished = runInSlices(counted(ran), {
      sliceMs: 0,
      wanted: () => {
        turns.push([...ran]);
        return true;
      },
      done: (v) => (value = v),
    });
    expect(ran).toEqual(['a']);
    await finished;
    // A slice of no time runs one step a turn; the value comes with the step that ends the steps.
    expect(turns).toEqual([[], ['a'], ['a', 'b'], ['a', 'b', 'c']]);
    expect(value).toBe(3);
  });

  it('stops where it is once no longer wanted, and rejects with what a step throws', async () => {
    const ran: string[] = [];
    let done = false;
    await runInSlices(counted(ran), { sliceMs: 0, wanted: () => ran.length < 2, done: () => (done = true) });
    expect(ran).toEqual(['a', 'b']);
    expect(done).toBe(false);

    function* failing(): Generator<void, number> {
      yield;
      throw new Error('step failed');
    }
    await expect(runInSlices(failing(), { sliceMs: 0, wanted: () => true, done: () => {} })).rejects.toThrow(
      'step failed',
    );
  });
});
