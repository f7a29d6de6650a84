import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { localesPlugin } from './src/i18n/locales-plugin.ts';

// Parallel builds must not share output: LZ_OUT_DIR=.tmp/dist-<name> npx vite build
const outDir = process.env.LZ_OUT_DIR || 'dist';

export default defineConfig({
  plugins: [
    // must come before the react plugin
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes', generatedRouteTree: './src/routeTree.gen.ts' }),
    react(),
    localesPlugin({ dir: './src/locales' }),
  ],
  build: {
    outDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/media': 'http://127.0.0.1:8080',
      '/config.json': 'http://127.0.0.1:8080',
    },
  },
});
