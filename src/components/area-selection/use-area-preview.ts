import { useEffect, useMemo, useRef, useState } from 'react';
import type { ClientParams, SearchContext, ViewSummary } from '@contract/engine';
import type { DatasetHandle, MarketEngine, ViewHandle } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';

/** What the selection panel previews: the page's dataset and its view's spec with the draft selection. */
export interface AreaPreviewSource {
  engine: MarketEngine;
  /** The dataset the page's table shows (null while none). */
  dataset: DatasetHandle | null;
  /** The page's client params with the selection being edited in place of the route's. */
  clientParams: ClientParams;
  context?: SearchContext;
  /** The table's visible columns, so the totals are those of the columns shown (null: the defaults). */
  visibleColumns: readonly string[] | null;
}

/**
 * The live count and totals of a selection of areas while it is edited (beyond the spec): a
 * view of its own on the page's dataset, updated with the draft selection as a client param,
 * so the engine filters and rolls up exactly as the table will after Search (the UI thread never
 * loops over rows). Only while `enabled` (the panel is open); released on close.
 */
export function useAreaPreview(source: AreaPreviewSource, enabled: boolean): ViewSummary | null {
  const { engine, dataset, clientParams, context, visibleColumns } = source;
  const [summary, setSummary] = useState<ViewSummary | null>(null);
  const [view, setView] = useState<ViewHandle | null>(null);
  const specKey = JSON.stringify([clientParams, context ?? null, visibleColumns]);
  const spec = useMemo(
    () => ({ clientParams, context, sort: null, visibleColumns }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- specKey is the content of these inputs
    [specKey],
  );
  const specRef = useRef(spec);
  specRef.current = spec;

  useEffect(() => {
    setSummary(null);
    if (!enabled || dataset === null) return;
    const controller = new AbortController();
    let created: ViewHandle | null = null;
    engine.createView(dataset, specRef.current, { signal: controller.signal }).then(
      (handle) => {
        created = handle;
        if (controller.signal.aborted) {
          void engine.release(handle).catch(() => undefined);
          return;
        }
        // The view's spec may have changed while it was created: the update below brings it up.
        setView(handle);
      },
      (error: unknown) => {
        if (!isCancellation(error)) console.warn('The selection of areas could not be counted', error);
      },
    );
    return () => {
      controller.abort();
      setView(null);
      if (created !== null)
        engine.release(created).catch((error: unknown) => console.warn('Could not release the areas view', error));
    };
  }, [engine, dataset, enabled]);

  useEffect(() => {
    if (view === null) return;
    const controller = new AbortController();
    engine.updateView(view, spec, { signal: controller.signal }).then(setSummary, (error: unknown) => {
      if (!isCancellation(error)) console.warn('The selection of areas could not be counted', error);
    });
    return () => controller.abort();
  }, [engine, view, spec]);

  return summary;
}
