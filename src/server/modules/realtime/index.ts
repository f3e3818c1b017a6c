/** Realtime events: products changed, or one order did, on any app server. */
export { type Realtime, type RealtimeEvent, createRealtime } from './realtime.js';
export { realtimeRoutes } from './routes.js';
export { createRealtimeModule } from './module.js';
