import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { versionFilePlugin } from './scripts/version-file-plugin.ts';

const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:8080';

// The app is served under /database/ (part 1 §9); in development Vite proxies the API and the
// provider pages to the Node server so cookies stay same-origin.
export default defineConfig({
  // @contract/* comes from tsconfig.base.json's paths, the one place they are declared.
  resolve: { tsconfigPaths: true },
  base: '/database/',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    versionFilePlugin(),
  ],
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 4000 },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/user': API_ORIGIN,
    },
  },
});
