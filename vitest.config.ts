import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { playwright } from '@vitest/browser-playwright';
import { chromiumPath, chromiumArgs } from './scripts/chromium.ts';
import { readPdfBytes } from './tests/support/pdf-text.ts';

export default defineConfig({
  // @contract/* comes from tsconfig.base.json's paths, the one place they are declared.
  resolve: { tsconfigPaths: true },
  // The router plugin generates src/routeTree.gen.ts (git-ignored); it must come before react().
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
  ],
  worker: { format: 'es' },
  // Pre-bundled up front: when Vite discovers these mid-run it reloads and two copies of React
  // end up on the page ("Invalid hook call").
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      '@tanstack/react-virtual',
      '@tanstack/react-table',
      '@tanstack/react-router',
      '@mantine/core',
      '@mantine/hooks',
      'valtio',
      'comlink',
      'maplibre-gl',
      'react-map-gl/maplibre',
      '@deck.gl/core',
      '@deck.gl/layers',
      '@deck.gl/mapbox',
      'supercluster',
      'terra-draw',
      'terra-draw-maplibre-gl-adapter',
      'fflate',
      '@uwdata/flechette',
      'exceljs',
      'lz-string',
      'dompurify',
      'zod',
      'axe-core',
      'vitest-browser-react',
    ],
  },

  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          // One module graph per worker process instead of one per file: importing the server's
          // dependencies afresh for each of ~100 files took 132 s of the tier's 340 s (measured),
          // 14 s without. Every file builds its own app and database, so nothing else is shared;
          // a global a test stubs is put back before the next test.
          isolate: false,
          unstubGlobals: true,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.{ts,tsx}'],
          testTimeout: 30_000,
          // A poll waits on the page's own work (a URL written a moment after the view, a worker's
          // answer); on a loaded 2-core machine that passes the default second, seen as a flake.
          expect: { poll: { timeout: 5_000 } },
          browser: {
            enabled: true,
            headless: true,
            viewport: { width: 1280, height: 800 },
            provider: playwright({ launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            // A PDF the page saved, read back with poppler-utils in Node (tests/support/pdf-text.ts).
            commands: {
              readPdf: (_context, base64: string) => readPdfBytes(Buffer.from(base64, 'base64')),
            },
          },
        },
      },
    ],
  },
});
