import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { createRoot } from 'react-dom/client';
import { createEnginePool } from '../../../src/engine/engine-pool';
import { theme } from '../../../src/theme';
import { SearchViewUnderTest } from './search-view-under-test';
import type { TableScrollPageResult } from '../../../bench/browser/table-scroll-figures';
import { measureTableScroll, TABLE_SCROLL_ROW_ACTIONS } from './table-scroll-scenario';

/**
 * The benchmark page of `bench/table-scroll.ts` (bench/browser/table-scroll.html): the same
 * scenario and tree as the Vitest benchmark, in a build of the kind users get (Vite production
 * mode, React's production build). The result is left on `window.benchResult`.
 */
declare global {
  interface Window {
    benchResult?: TableScrollPageResult;
  }
}

async function run() {
  const container = document.getElementById('root');
  if (container === null) throw new Error('no #root');
  const root = createRoot(container);
  const engine = createEnginePool();
  const figures = await measureTableScroll(async (endpoint) => {
    root.render(
      <MantineProvider theme={theme}>
        <div style={{ padding: 16 }}>
          <SearchViewUnderTest engine={engine} endpoint={endpoint} options={{ rowActions: TABLE_SCROLL_ROW_ACTIONS }} />
        </div>
      </MantineProvider>,
    );
  });
  root.unmount();
  engine.dispose();
  window.benchResult = { figures, production: import.meta.env.PROD };
}

run().catch((error: unknown) => {
  window.benchResult = { error: String(error) };
});
