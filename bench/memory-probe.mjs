/**
 * Loaded into a server the bench starts (`node --expose-gc --import ./bench/memory-probe.mjs …`):
 * on SIGUSR2 it collects garbage and writes process.memoryUsage() as JSON to the file
 * BENCH_MEMORY_PROBE names, so the bench can read a running server's heap. Plain JavaScript, so the
 * server carries no TypeScript loader.
 */
import fs from 'node:fs';

const file = process.env.BENCH_MEMORY_PROBE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    globalThis.gc?.();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(process.memoryUsage()));
    fs.renameSync(`${file}.tmp`, file);
  });
}
