import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { MarketEngine } from '@src/engine/engine-api';
import { createEnginePool } from '@src/engine/engine-pool';
import { theme } from '@src/theme';
import { SearchViewUnderTest } from './search-view-under-test';
import type { TableScrollPageResult } from '@bench/browser/table-scroll-figures';
import { measureTableScroll, TABLE_SCROLL_ROW_ACTIONS } from './table-scroll-scenario';

/**
 * The benchmark page of `bench/table-scroll.ts` (bench/browser/table-scroll.html): the same
 * scenario and tree as the Vitest benchmark, in a build of the kind users get (Vite production
 * mode, React's production build), with the MantineProvider mounted before the clock starts as
 * in the app. The result is left on `window.benchResult`.
 */
declare global {
  interface Window {
    benchResult?: TableScrollPageResult;
  }
}

/**
 * The app's MantineProvider is mounted when the app starts, long before a search view opens, so
 * the page mounts it before the clock starts; the scenario's `mount` then opens the view in it.
 */
function BenchHost({ engine, onReady }: { engine: MarketEngine; onReady: (open: (endpoint: string) => void) => void }) {
  const [endpoint, setEndpoint] = useState<string | null>(null);
  useEffect(() => onReady(setEndpoint), [onReady]);
  return (
    <div style={{ padding: 16 }}>
      {endpoint !== null && (
        <SearchViewUnderTest engine={engine} endpoint={endpoint} options={{ rowActions: TABLE_SCROLL_ROW_ACTIONS }} />
      )}
    </div>
  );
}

async function run() {
  const container = document.getElementById('root');
  if (container === null) throw new Error('no #root');
  const root = createRoot(container);
  const engine = createEnginePool();
  const open = await new Promise<(endpoint: string) => void>((resolve) => {
    root.render(
      <MantineProvider theme={theme}>
        <BenchHost engine={engine} onReady={resolve} />
      </MantineProvider>,
    );
  });
  const figures = await measureTableScroll(async (endpoint) => {
    open(endpoint);
  });
  root.unmount();
  engine.dispose();
  window.benchResult = { figures, production: import.meta.env.PROD };
}

run().catch((error: unknown) => {
  window.benchResult = { error: String(error) };
});
