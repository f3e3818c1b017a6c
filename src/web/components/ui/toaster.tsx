import { Suspense, lazy, useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';

type Sonner = typeof SonnerModule;
type ToastArgs = Parameters<Sonner['toast']['success']>;

let sonner: Promise<Sonner> | undefined;
/** sonner (about 9 KB of the first page's JavaScript) loads after the page is interactive. */
const loadSonner = () => (sonner ??= import('sonner'));

let markMounted: () => void = () => undefined;
/** A notice raised before the Toaster listens would be lost: each waits for it. */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
const shown = () => mounted.then(loadSonner);

/** The app's notices (SPEC.md §8). */
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

const noSubscription = () => () => undefined;

/** Mounted after hydration, so the server's HTML and the first render in the browser match. */
export function Toaster() {
  // False on the server and while hydrating, true from the render after.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
