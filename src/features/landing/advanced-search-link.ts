import type { LandingGroupSummary } from '@contract/engine';
import { geoFilterParam, type LatLng } from '@contract/geo-filter';
import { stringifySearch } from '@contract/search-string';
import { PROJECT_SEARCH_KEYS } from '@contract/search-params';
import type { CategorySelection } from '@contract/landing-categories';
import { VIEWS } from '@contract/views';
import { SALES_CATEGORY_ID, SALES_GROUP_KEY } from './landing-constants';
import { splitGroupKey } from '@contract/landing-tabs';

/** The project search's time params that a landing source URL carries (quarter, or months for old stock). */
const PROJECT_TIME_PARAMS = [...PROJECT_SEARCH_KEYS.quarter, ...PROJECT_SEARCH_KEYS.month];

function sourceParams(source: string): URLSearchParams {
  const queryStart = source.indexOf('?');
  return new URLSearchParams(queryStart < 0 ? '' : source.slice(queryStart + 1));
}

/**
 * Open Advanced Search of a result tab (part 1 §2, §7): the matching search route with the
 * tab's query: its regions, its date range and a compressed geoFilter when a polygon is drawn.
 * Project tabs open project search for the tab's type and standing at the quarter (or month)
 * the landing searched; the sales tab opens property sales over the landing's sale dates for
 * the selected sub-types ("generated link for sales").
 */
export function advancedSearchHref(
  group: Pick<LandingGroupSummary, 'groupKey' | 'source' | 'query'>,
  selection: CategorySelection,
  polygon: readonly LatLng[] | null,
): string {
  const geoFilter = geoFilterParam(polygon);
  if (group.groupKey === SALES_GROUP_KEY) {
    return `${VIEWS.sales.path}${stringifySearch({
      saleDateRangeFrom: group.query['date-from'] || undefined,
      saleDateRangeTo: group.query['date-to'] || undefined,
      regionId: group.query.regionId,
      propertySubType: selection[SALES_CATEGORY_ID] ?? [],
      geoFilter,
    })}`;
  }
  const parts = splitGroupKey(group.groupKey);
  const source = sourceParams(group.source);
  const time = Object.fromEntries(PROJECT_TIME_PARAMS.map((name) => [name, source.get(name) ?? undefined] as const));
  return `${VIEWS.projectSearch.path}${stringifySearch({
    projectType: parts?.category,
    projectStanding: parts?.option,
    ...time,
    'regionId[]': group.query.regionId,
    geoFilter,
  })}`;
}
