// Vite config for the web app: built into web/dist, which the API server serves with SPA fallback.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // Resolve relative to this file so a build started from the repo root still targets web/.
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  build: {
    // WEB_OUT_DIR: a build of its own for a parallel test run (the API's WEB_DIST points at it).
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Left to itself the bundler hoists libraries shared by several lazy screens into the entry
          // chunk; name them so they load only with the screens (menus, dialogs, forms) that use them.
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 4 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 4 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
});
