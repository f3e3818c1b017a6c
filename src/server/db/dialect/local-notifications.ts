import type { Notifications } from './types.js';

/** Notifications within this process: enough when only one app server can use the database (SQLite). */
export function createLocalNotifications(): Notifications {
  const listeners = new Set<(payload: string) => void>();
  return {
    async publish(payload) {
      for (const listener of listeners) listener(payload);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
