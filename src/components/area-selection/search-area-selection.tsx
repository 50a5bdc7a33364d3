import { useMemo } from 'react';
import {
  AREA_SELECTION_PARAM,
  decodeAreaSelection,
  encodeAreaSelection,
  type AreaSelection,
} from '@contract/area-selection';
import type { ClientParams, SearchContext } from '@contract/engine';
import type { RegionConfig } from '@contract/geography';
import type { LatLng } from '@contract/geo-filter';
import type { DatasetHandle, MarketEngine } from '../../engine/engine-api';
import type { SearchQuery } from '@contract/search-query';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { AreaSelectionPanel } from './area-selection-panel';

export interface SearchAreaSelectionProps<Search extends SearchQuery> {
  regions: readonly RegionConfig[];
  engine: MarketEngine;
  /** The dataset the page's table shows. */
  dataset: DatasetHandle | null;
  /** The search the results show (the route's) and the form's draft, which holds the selection being edited. */
  route: Search;
  draft: Search;
  setDraft: (draft: Search) => void;
  /** The view's client params of a search (its descriptor's `clientParams`). */
  clientParams: (search: Search) => ClientParams;
  context?: SearchContext;
  /** The table's visible columns (the totals shown are theirs). */
  visibleColumns: readonly string[] | null;
  drawnPolygon: readonly LatLng[] | null;
}

/**
 * The selection of areas on a search view (projects, rentals, sales): edited in the form's
 * draft, so Search (or Filter: it is a client param) applies it with the rest of the form; the
 * live count is the engine's view of the route's search with the draft's selection, which is
 * what Search then shows (the API part unchanged, the dataset is the same).
 */
export function SearchAreaSelection<Search extends SearchQuery>({
  regions,
  engine,
  dataset,
  route,
  draft,
  setDraft,
  clientParams,
  context,
  visibleColumns,
  drawnPolygon,
}: SearchAreaSelectionProps<Search>) {
  const draftAreas = draft[AREA_SELECTION_PARAM];
  const encoded = typeof draftAreas === 'string' ? draftAreas : undefined;
  const value = useMemo(() => decodeAreaSelection(encoded), [encoded]);
  const onChange = useLatestCallback((selection: AreaSelection | null) =>
    setDraft({ ...draft, [AREA_SELECTION_PARAM]: selection === null ? undefined : encodeAreaSelection(selection) }),
  );
  const previewParams = clientParams({ ...route, [AREA_SELECTION_PARAM]: encoded });
  return (
    <AreaSelectionPanel
      regions={regions}
      value={value}
      onChange={onChange}
      drawnPolygon={drawnPolygon}
      preview={{ engine, dataset, clientParams: previewParams, context, visibleColumns }}
      columns={dataset?.summary.columns ?? []}
      appliesOnSearch
    />
  );
}
