import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/**
 * The architecture that lint holds (docs/architecture.md): no import cycle anywhere in src; the
 * server's modules and the web's features keep to their boundaries (server-boundaries.js,
 * web-boundaries.js).
 */
export const importResolution = {
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver': undefined,
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['tsconfig.web.json', 'tsconfig.server.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
};

export const noCycles = {
  files: ['src/**/*.{ts,tsx}'],
  ...importResolution,
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
};
