import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False on the server and while the page hydrates, true after: for what a page without JavaScript
 * must do otherwise (the same first render on both sides, so hydration matches).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
