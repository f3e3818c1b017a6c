import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type ToastArgs = Parameters<Sonner['toast']['success']>;

let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

/**
 * sonner (about 9 KB) is no part of the first view: it loads with the shopper's first touch, click
 * or key press, before any notice that touch can lead to, or with the first notice itself.
 */
let wanted = false;
const wantListeners = new Set<() => void>();
function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of wantListeners) listener();
}
const onWant = (listener: () => void) => {
  wantListeners.add(listener);
  return () => void wantListeners.delete(listener);
};
const FIRST_INTERACTIONS = ['pointerdown', 'keydown'] as const;

let markMounted: () => void = () => undefined;
/** A notice raised before the Toaster listens would be lost: each waits for it. */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const shown = () => {
  want();
  return mounted.then(loadSonner);
};

/** The app's notices (docs/specification.md §8). */
export const toast = {
  success: (...args: ToastArgs) => void shown().then(({ toast }) => toast.success(...args)),
  error: (...args: ToastArgs) => void shown().then(({ toast }) => toast.error(...args)),
};

const SonnerToaster = lazy(() =>
  loadSonner().then(({ Toaster }) => ({
    default: function ListeningToaster() {
      // Runs after sonner's own Toaster has subscribed (a child's effects run first).
      useEffect(() => markMounted(), []);
      return <Toaster richColors closeButton position="top-right" />;
    },
  })),
);

/** Nothing on the server and in the first render in the browser, so the two match. */
export function Toaster() {
  const active = useSyncExternalStore(
    onWant,
    () => wanted,
    () => false,
  );
  useEffect(() => {
    const options = { capture: true, passive: true };
    for (const type of FIRST_INTERACTIONS) window.addEventListener(type, want, options);
    return () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, want, options);
    };
  }, []);
  return active ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
