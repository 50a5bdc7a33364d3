import { useEffect, useMemo, useState } from 'react';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import { whenIdle } from '../../lib/when-idle';
import { openEnginePinSource } from './engine-pin-source';
import type { PinKind } from './pin-icons';
import type { PinSource } from './pin-source';

/** At most this long after the rows change the pins start loading, idle or not. */
const PIN_SOURCE_DELAY_MS = 300;

type Loaded = { view: ViewHandle; version: number; kind: PinKind; source: PinSource };

/** The pins of an engine view: its source once loaded, and whether the view's current pins are still to come. */
export interface EnginePins {
  source: PinSource | null;
  /** A view is given and its pins for this version are not loaded yet (MarketMap's pinsPending). */
  pending: boolean;
}

/**
 * The map's pins for an engine view: reloaded whenever the view's filtered rows change (pass
 * its summary's rowsVersion), so the map resets its view then (part 1 §4); a sort keeps the
 * pins and the view. Pass `view: null` to show no pins. A view of a search's first rows
 * (DatasetSummary.partial) has none yet: the pins are of the whole result.
 */
export function useEnginePinSource(
  engine: MarketEngine,
  shownView: ViewHandle | null,
  version: number | undefined,
  kind: PinKind,
): EnginePins {
  const view = shownView?.dataset.summary.partial === true ? null : shownView;
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (view === null || version === undefined) return;
    const controller = new AbortController();
    // The table first: new rows and new pins come from the same change, and the pins' clustering
    // and the map's redraw would otherwise share the frames (and the engine workers) that show
    // the rows. They start once the UI thread is idle, or after PIN_SOURCE_DELAY_MS at most.
    const cancel = whenIdle(
      () =>
        openEnginePinSource(engine, view, kind, controller.signal).then(
          (source) => {
            if (!controller.signal.aborted) setLoaded({ view, version, kind, source });
          },
          (error: unknown) => {
            if (!controller.signal.aborted && !isCancellation(error))
              console.warn('Map pins could not be loaded', error);
          },
        ),
      PIN_SOURCE_DELAY_MS,
    );
    return () => {
      cancel();
      controller.abort();
    };
  }, [engine, view, version, kind]);

  // A source loaded for another view, version or kind is stale: show nothing until the new one.
  const current = loaded !== null && loaded.view === view && loaded.version === version && loaded.kind === kind;
  const source = current ? loaded.source : null;
  const pending = !current && view !== null && version !== undefined;
  return useMemo(() => ({ source, pending }), [source, pending]);
}
