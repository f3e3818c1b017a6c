/** Realtime events: products changed, or one order did, on any app server. */
export { type Realtime, createRealtime } from './realtime.js';
export { createRealtimeModule } from './module.js';
