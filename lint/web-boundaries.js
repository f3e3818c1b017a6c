import boundaries from './module-boundaries.js';

/**
 * The web's features (docs/design.md §3): each folder of src/web/features/store and
 * src/web/features/admin imports no other, and the code they share (components, lib, the shared API
 * calls, the admin's kit) imports none; only the app shell (src/web/app) composes them.
 */
export const webBoundaries = {
  files: ['src/web/**/*.{ts,tsx}'],
  plugins: { shop: boundaries },
  rules: {
    'shop/module-boundaries': [
      'error',
      {
        units: ['src/web/features/store/*', 'src/web/features/admin/*'],
        entry: null,
        isolated: ['src/web/components/', 'src/web/lib/', 'src/web/api/', 'src/web/admin-kit/'],
      },
    ],
  },
};
