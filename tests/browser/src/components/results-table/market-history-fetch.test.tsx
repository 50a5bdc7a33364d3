import { afterEach, describe, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { createEnginePool } from '@src/engine/engine-pool';
import { useSearchDataset } from '@src/components/results-table/use-search-dataset';
import type { OpenDatasetRequest } from '@contract/engine';
import { newFixtureWorker } from '@test-support/browser/pool-fixtures';

/**
 * Part 1 §4: "A new API call only when API params or search type changed (always for market
 * history)". The hook runs against the real worker whose fetches are answered from fixtures,
 * and the worker's fetch count says whether the API was called.
 */
const createWorker = newFixtureWorker;
const REQUEST: OpenDatasetRequest = {
  endpoint: '/api/v1/fixture/projects',
  apiParams: { rows: 50, seed: 3 },
  kind: 'projects',
};

let pool: ReturnType<typeof createEnginePool> | null = null;
afterEach(() => {
  pool?.dispose();
  pool = null;
});

function Probe({
  engine,
  alwaysFetch,
}: {
  engine: ReturnType<typeof createEnginePool>;
  alwaysFetch: { searchKey: string } | null;
}) {
  const { dataset, loading } = useSearchDataset(engine, REQUEST, alwaysFetch);
  return (
    <output data-testid="state">
      {loading || dataset === null ? 'loading' : `rows ${dataset.summary.rowCount} cached ${dataset.summary.fromCache}`}
    </output>
  );
}

async function fetchCount(): Promise<number> {
  return (await pool!.stats())[0]?.fetchCount ?? 0;
}

describe('when a project view calls the API', () => {
  test('market history fetches on every search, even with the same API params', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const screen = await render(<Probe engine={pool} alwaysFetch={{ searchKey: 'first' }} />);
    await expect.element(page.getByTestId('state')).toHaveTextContent('rows 50 cached false');
    expect(await fetchCount()).toBe(1);
    await screen.rerender(<Probe engine={pool} alwaysFetch={{ searchKey: 'second' }} />);
    await expect.element(page.getByTestId('state')).toHaveTextContent('rows 50 cached false');
    await expect.poll(fetchCount).toBe(2);
  });

  test('the other views reuse the cached result while the API params are the same', async () => {
    pool = createEnginePool({ createWorker, size: 1 });
    const screen = await render(<Probe engine={pool} alwaysFetch={null} />);
    await expect.element(page.getByTestId('state')).toHaveTextContent('rows 50 cached false');
    await screen.unmount();
    await render(<Probe engine={pool} alwaysFetch={null} />);
    await expect.element(page.getByTestId('state')).toHaveTextContent('rows 50 cached true');
    expect(await fetchCount()).toBe(1);
  });
});
