import v8 from 'node:v8';

/**
 * Called once the server listens: from then on V8 allocates every object in its young generation.
 * V8 moves an allocation site's objects straight to the old generation once most of them outlived a
 * scavenge. Under the first burst of requests it took that decision for Node's own request, response
 * and stream objects in three servers of four; each request's garbage then waited for a full
 * collection, and a cached answer cost up to half as much CPU again (docs/decisions/0040). What the
 * catalogue index's build decided before, it keeps.
 */
export function allocateYoungFromNowOn(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
