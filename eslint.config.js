import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noCycles } from './lint/boundaries.js';
import { serverBoundaries } from './lint/server-boundaries.js';
import { webBoundaries } from './lint/web-boundaries.js';

/**
 * Renderers that run in an AsyncLocalStorage, which on Node 20 turns async hooks on for the whole
 * process and makes every promise dearer after the first render (docs/decisions/0036-no-async-hooks.md).
 */
const streamed = "Stream a page from 'react-dom/server.edge'; render an email with renderToStaticMarkup.";
const asyncHookRenderers = [
  {
    name: 'react-dom/server',
    importNames: [
      'default',
      'renderToReadableStream',
      'renderToPipeableStream',
      'resume',
      'resumeToPipeableStream',
    ],
    message: streamed,
  },
  ...['react-dom/server.node', 'react-dom/static', 'react-dom/static.node'].map((name) => ({
    name,
    message: streamed,
  })),
  {
    name: '@react-email/render',
    importNames: ['render'],
    message: 'Render an email with renderToStaticMarkup (src/server/modules/email/render.ts).',
  },
];

/** Import boundaries of docs/design.md §3: web, server and shared never reach into each other's worlds. */
const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns, paths: asyncHookRenderers }],
});
/** Dates in words come from one home, on the shop's clock wherever the code runs. */
const shopClock =
  "Word a date with shopFormat, shopDay or shopMoment (src/shared/shop-time.ts): the shop's clock on the server and in any browser.";
const wordedDates = [
  ...['NewExpression', 'CallExpression'].map((call) => ({
    selector: `${call}[callee.object.name='Intl'][callee.property.name='DateTimeFormat']`,
    message: shopClock,
  })),
  { selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]', message: shopClock },
  {
    selector:
      "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression'][callee.object.callee.name='Date']",
    message: shopClock,
  },
];
const driverPatterns = [
  { group: ['better-sqlite3', 'pg'], message: 'Only src/server/db imports a database driver.' },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'e2e/screenshots'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict(
        { group: ['**/server/**', '@server/*'], message: 'The web app never imports server code.' },
        ...driverPatterns,
      ),
    },
  },
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/db/**'],
    rules: restrict(
      { group: ['**/web/**', '@web/*'], message: 'The server never imports web code.' },
      ...driverPatterns,
    ),
  },
  {
    // The database's own folder may import the drivers, but not the renderers either.
    files: ['src/server/db/**/*.{ts,tsx}'],
    rules: restrict(),
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: restrict(
      {
        group: ['**/server/**', '**/web/**', '@web/*', '@server/*'],
        message: 'Shared code imports neither side.',
      },
      { group: ['node:*'], message: 'Shared code runs in the browser too: no Node APIs.' },
      ...driverPatterns,
    ),
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/shop-time.ts'],
    rules: { 'no-restricted-syntax': ['error', ...wordedDates] },
  },
  noCycles,
  serverBoundaries,
  webBoundaries,
);
