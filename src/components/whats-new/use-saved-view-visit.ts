import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  isTotalsEntity,
  WATCHED_ENTITY_OF_KIND,
  WATCHED_ENTITY_SECTION,
  type VisitDiff,
  type WatchedEntity,
} from '@contract/visits';
import { hasLink } from '../../state/session';
import type { MarketEngine, ViewHandle } from '../../engine/engine-api';
import { diffKey, sameSavedQuery, visitState } from './visit-state';
import { listSavedViewsOf, putViewVisit } from './visits-api';
import { useSavedViewPage } from './use-saved-view-page';

export interface SavedViewVisit {
  entity: WatchedEntity;
  diff: VisitDiff;
}

/**
 * When the page shown is a saved view (its page and whole query), records the visit of the rows
 * the table shows once they are loaded and answers what changed since the last one (the server
 * diffs, contract/visits.ts). The rows' ids come from the engine as a transferred array and go
 * to the server as they are: the UI thread never walks the rows; a market totals view sends none
 * (its rows are the server's totals, which it reads again itself). One visit per mount of the table
 * and saved view, so re-renders and later filter changes record nothing more.
 */
export function useSavedViewVisit(
  engine: MarketEngine,
  view: ViewHandle | null,
  loading: boolean,
): SavedViewVisit | null {
  const current = useSavedViewPage();
  const { savedViewsVersion, diffs } = useSnapshot(visitState);
  const [savedViewId, setSavedViewId] = useState<number | null>(null);
  const sent = useRef(new Set<string>());
  const shown = view === null ? undefined : WATCHED_ENTITY_OF_KIND[view.dataset.summary.kind];
  // Map Search shows projects and sales to accounts without their sections: no visit of those.
  const entity = shown !== undefined && hasLink(WATCHED_ENTITY_SECTION[shown]) ? shown : undefined;
  const page = current?.page ?? null;
  const query = current?.query ?? null;

  useEffect(() => {
    if (page === null || entity === undefined) {
      setSavedViewId(null);
      return;
    }
    const controller = new AbortController();
    listSavedViewsOf(controller.signal).then(
      (views) =>
        setSavedViewId(
          views.find((saved) => saved.page === page && query !== null && sameSavedQuery(saved.query, query))?.id ??
            null,
        ),
      (cause: unknown) => {
        if (!controller.signal.aborted) console.warn('Saved views could not be read for the visit', cause);
      },
    );
    return () => controller.abort();
  }, [page, query, entity, savedViewsVersion]);

  useEffect(() => {
    if (savedViewId === null || entity === undefined || view === null || loading) return;
    const key = diffKey(savedViewId, entity);
    if (sent.current.has(key)) return;
    sent.current.add(key);
    const ids = isTotalsEntity(entity) ? Promise.resolve(null) : engine.getMapPoints(view).then((points) => points.ids);
    ids
      .then((sent) => putViewVisit(savedViewId, entity, sent))
      .then(
        (diff) => {
          visitState.diffs[key] = diff;
        },
        (cause: unknown) => console.warn('The visit of the saved view could not be recorded', cause),
      );
  }, [engine, view, loading, savedViewId, entity]);

  if (savedViewId === null || entity === undefined) return null;
  const diff = diffs[diffKey(savedViewId, entity)];
  return diff === undefined ? null : { entity, diff: diff as VisitDiff };
}
