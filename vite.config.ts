import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => {
  const production = command === 'build';
  return {
    root: 'src/web',
    publicDir: 'public',
    plugins: [react(), tailwindcss()],
    resolve: {
      alias: [
        { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
        { find: '@web', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
        // React Router's package exports name only its development build, warnings and all
        // (remix-run/react-router#14102); a build takes the production one it ships beside it.
        ...(production ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
      ],
    },
    build: {
      outDir: '../../dist/web',
      emptyOutDir: true,
    },
    ssr: {
      // The server's renderer carries the icons and primitives its pages use, where importing the
      // packages would load every icon and every primitive at start (docs/decisions/0033).
      noExternal: ['lucide-react', 'radix-ui', /^@radix-ui\//],
    },
    server: {
      // The browser's own Host goes through to the API (Vite's shorthand sends the API's), so the
      // same-origin check compares the Origin and Host of the page the developer has open.
      proxy: Object.fromEntries(
        ['/api', '/media'].map((path) => [
          path,
          { target: `http://localhost:${apiPort}`, changeOrigin: false },
        ]),
      ),
    },
  };
});
