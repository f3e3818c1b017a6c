import boundaries from './module-boundaries.js';

/**
 * The server's modules (docs/architecture.md): each folder of src/server/modules reaches another
 * only through its public entry, index.ts, and no two import each other, even through others.
 */
export const serverBoundaries = {
  files: ['src/server/**/*.{ts,tsx}'],
  plugins: { shop: boundaries },
  rules: { 'shop/module-boundaries': ['error', { units: ['src/server/modules/*'], entry: 'index.ts' }] },
};
