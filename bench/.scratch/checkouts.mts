import fs from 'node:fs';
import { openDatabase } from '/work/main/src/server/db/database.ts';
import { generateCatalogue } from '/work/main/bench/generate-catalogue.ts';
import { measureCheckoutThroughput } from '/work/main/bench/checkout-throughput.ts';

const url = process.env.PG;
const rounds = Number(process.env.ROUNDS ?? 3);
for (let r = 0; r < rounds; r++) {
  const path = `/tmp/prof/co-${r}.db`;
  fs.mkdirSync('/tmp/prof', { recursive: true });
  for (const f of [path, path + '-wal', path + '-shm']) fs.rmSync(f, { force: true });
  const db = await openDatabase({ sqlitePath: path });
  await generateCatalogue(db, 5000, 7);
  const t = await measureCheckoutThroughput(db);
  console.log(`adds ${t.adds.perSecond.toFixed(0)}/s checkouts ${t.checkouts.perSecond.toFixed(0)}/s ratio ${(t.checkouts.perSecond / t.adds.perSecond).toFixed(2)} p50 ${t.checkouts.latency.p50?.toFixed?.(1)}`);
  await db.destroy();
}
