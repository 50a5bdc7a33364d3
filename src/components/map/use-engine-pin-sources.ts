import { useEffect, useMemo, useState } from 'react';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
import { isCancellation } from '../../engine/engine-errors';
import { openEnginePinSource } from './engine-pin-source';
import type { PinKind } from './pin-icons';
import type { PinSource } from './pin-source';

/** One engine view to show on a map of several result sets. */
export interface EnginePinRequest {
  view: ViewHandle;
  /** The view's rowsVersion: a new one means new filtered results, so new pins (a sort keeps them). */
  version: number;
  kind: PinKind;
}

export interface LoadedPinSource<Request extends EnginePinRequest> {
  request: Request;
  source: PinSource;
}

function sameRequest(a: EnginePinRequest, b: EnginePinRequest): boolean {
  return a.view === b.view && a.version === b.version && a.kind === b.kind;
}

function sameRequests(a: readonly EnginePinRequest[], b: readonly EnginePinRequest[]): boolean {
  return a.length === b.length && a.every((request, i) => sameRequest(request, b[i]!));
}

/**
 * The pins of several engine views (the landing page's tabs), each loaded on its own: a view
 * whose version is unchanged keeps its source, and a source shows as soon as it is loaded
 * rather than once all are. The answer keeps its identity while the requests stay the same
 * (compared request by request), so the map does not query its clusters again.
 */
export function useEnginePinSources<Request extends EnginePinRequest>(
  engine: MarketEngine,
  wantedRequests: readonly Request[],
): ReadonlyArray<LoadedPinSource<Request>> {
  // A new list with the same requests (the owner re-rendered) keeps the previous one.
  const [requests, setRequests] = useState(wantedRequests);
  if (!sameRequests(requests, wantedRequests)) setRequests(wantedRequests);
  const [loaded, setLoaded] = useState<ReadonlyArray<LoadedPinSource<EnginePinRequest>>>([]);

  useEffect(() => {
    const controller = new AbortController();
    const missing = requests.filter((request) => !loaded.some((entry) => sameRequest(entry.request, request)));
    for (const request of missing) {
      openEnginePinSource(engine, request.view, request.kind, controller.signal).then(
        (source) => {
          if (controller.signal.aborted) return;
          setLoaded((previous) => [
            // Sources of views no longer requested are dropped as the new ones arrive.
            ...previous.filter((entry) => requests.some((wanted) => sameRequest(entry.request, wanted))),
            { request, source },
          ]);
        },
        (error: unknown) => {
          if (!controller.signal.aborted && !isCancellation(error)) console.warn('Map pins could not be loaded', error);
        },
      );
    }
    return () => controller.abort();
    // `loaded` is read to skip sources already there; a new one must not start another round.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, requests]);

  return useMemo(
    () =>
      requests.flatMap((request) => {
        const entry = loaded.find((candidate) => sameRequest(candidate.request, request));
        return entry ? [{ request, source: entry.source }] : [];
      }),
    [requests, loaded],
  );
}
