import { Stack, Text } from '@mantine/core';
import { memo, useMemo } from 'react';
import { activeFilterCount } from '@contract/filter-definitions';
import { decodeAreaSelection } from '@contract/area-selection';
import { decodeGeoFilter, encodeGeoFilter, isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import type { DisplayRow } from '@contract/engine';
import { SearchAreaSelection } from '../../../components/area-selection/search-area-selection';
import { VIEWS } from '@contract/views';
import { AdvancedFilters } from '../../../components/filters/advanced-filters';
import { MarketMap } from '../../../components/map/market-map';
import { useEnginePinSource } from '../../../components/map/use-engine-pin-source';
import type { PinKind } from '../../../components/map/pin-icons';
import { ResultsTable } from '../../../components/results-table/results-table';
import { EMPTY_MESSAGES, RESULTS_TABLE_TITLES } from '../../../components/results-table/results-table-constants';
import { useResultsView } from '../../../components/results-table/use-results-view';
import { useResultsUrlState } from '../../../components/results-table/use-results-url-state';
import { useClampedAlert } from '../../../components/results-table/use-clamped-alert';
import { ResultsMessage } from '../../../components/results-table/results-message';
import { appHref } from '../../../components/links/link-target';
import { SearchActions } from '../../../components/search-page/search-actions';
import { SearchViewHeader } from '../../../components/search-page/search-view-header';
import { normalizeSearch } from '@contract/search-query';
import { VIEW_SWITCHES } from '../../../components/search-page/search-view-switches';
import { useSearchView, type LoadedSearchViewProps } from '../../../components/search-page/use-search-view';
import { stringifySearch } from '@contract/search-string';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import { useStableList } from '../../../lib/use-stable-list';
import { CHOOSE_PROPERTY_TYPE_HINT } from './sales-search-constants';
import { SalesFilterPanel } from './sales-filter-panel';
import { salesSearchInWords } from './sales-export-about';
import {
  queryValues,
  regionIdsOf,
  salesFilterDefinitions,
  type SalesSearch,
  type SalesSearchOptions,
} from '@contract/sales-search-request';
import type { SalesViewOptions } from './sales-search-views';

/** The legend of the sales map lists the sales sub-types (part 1 §9); market data shows no pins. */
const SALES_LEGEND: readonly PinKind[] = ['sales'];
const NO_LEGEND: readonly PinKind[] = [];

/** Sales have no autocomplete filters: the configuration lists they would read are empty. */
const NO_FILTER_OPTIONS = { developers: [], propertyManagers: [], developerOwners: [] } as const;

export type SalesSearchViewProps = LoadedSearchViewProps<SalesSearchOptions, SalesSearch, SalesViewOptions>;

/** A market row's name opens the sales of its region or municipality over the same search. */
function salesHrefOf(search: SalesSearch): (row: DisplayRow) => string | null {
  return (row) => {
    const region = row.values['region_id'];
    if (region === null || region === undefined) return null;
    const municipality = row.kind === 'leaf' ? row.values['municipality_id'] : null;
    const target: SalesSearch = {
      saleDateRangeFrom: search.saleDateRangeFrom,
      saleDateRangeTo: search.saleDateRangeTo,
      propertySubType: search.propertySubType,
      fullTextSearch: search.fullTextSearch,
      regionId: [String(region)],
      municipalityId: municipality === null || municipality === undefined ? undefined : [String(municipality)],
    };
    return appHref(`${VIEWS.sales.path}${stringifySearch(normalizeSearch(target))}`);
  };
}

/**
 * The sales views: Search Sales (/property/sales) and Market Data (/property/market-data), part
 * 2 §2.5, once their options are loaded; the state: src/components/search-page/use-search-view.ts.
 * Memoized: a route change reaches it through the deferred route only (use-deferred-route.ts).
 */
export const SalesSearchView = memo(function SalesSearchView(props: SalesSearchViewProps) {
  const { descriptor, options, engine } = props;
  const { searchType, regions } = options;
  const state = useSearchView(props);
  const { search: route, draft, setDraft, runnable, dataset, loading, error, submit } = state;
  const clientParams = descriptor.clientParams(options, route);
  const definitions = salesFilterDefinitions(options, route);
  const resultsUrl = useResultsUrlState();
  const results = useResultsView(
    engine,
    dataset,
    clientParams,
    { filters: definitions },
    resultsUrl,
    state.datasetListener,
  );
  const pins = useEnginePinSource(
    engine,
    searchType === 'sales' ? results.view : null,
    results.summary?.rowsVersion,
    'sales',
  );

  const clamped = useClampedAlert(dataset);

  const draftDefinitions = useMemo(() => salesFilterDefinitions(options, draft), [options, draft]);
  const draftValues = useMemo(() => queryValues(draft), [draft]);
  const filterCount = activeFilterCount(draftDefinitions, draftValues);
  const geoFilter = useMemo(() => decodeGeoFilter(route.geoFilter), [route.geoFilter]);
  // The selection the rows are narrowed to (the route's, not the form's draft), outlined on the map.
  const areaSelection = useMemo(() => decodeAreaSelection(route.areas), [route.areas]);
  // One function across searches: the map (memo) does not render again for a new route.
  const onGeoFilterChange = useLatestCallback((points: LatLng[] | null) => {
    // Part 2 §4: a polygon of more than 2 points searches; deleting it clears the filter.
    if (points !== null && !isGeoFilterPolygon(points)) return;
    submit({ ...route, geoFilter: points === null ? undefined : encodeGeoFilter(points) });
  });
  const saleSubTypes = useMemo(
    () => options.basic.propertyTypes.flatMap((type) => type.sub_property_types),
    [options.basic],
  );
  const selectedRegionIds = useStableList(regionIdsOf(route).map(Number));
  const nameHref = useMemo(
    () => (searchType === 'sales-market-data' ? salesHrefOf(route) : undefined),
    [searchType, route],
  );

  const title = searchType === 'sales' ? RESULTS_TABLE_TITLES.sales : RESULTS_TABLE_TITLES.salesMarket;
  // The search that ran (the route's), not the draft being edited.
  const exportSearch = useMemo(() => salesSearchInWords(options, regions, route), [options, regions, route]);

  return (
    <Stack gap="md" p="md">
      <SearchViewHeader
        title={VIEWS[descriptor.view].title}
        switchLabel={VIEW_SWITCHES.sales.label}
        view={descriptor.view}
        views={VIEW_SWITCHES.sales.views}
        onView={state.onView}
      />
      <SalesFilterPanel options={options} regions={regions} draft={draft} onChange={setDraft} />
      <SearchActions {...state.actions} filterCount={filterCount} hasFilters={draftDefinitions.length > 0} />
      {state.filtersOpen && (
        <AdvancedFilters
          definitions={draftDefinitions}
          values={draftValues}
          options={NO_FILTER_OPTIONS}
          presentOptions={null}
          onChange={state.onAdvancedFilters}
        />
      )}
      <MarketMap
        regions={regions}
        pins={searchType === 'sales' ? pins.source : null}
        pinsPending={searchType === 'sales' && (loading || results.loading || pins.pending)}
        // Market rows are municipalities: the map shows the boundaries, not sales.
        mode={searchType === 'sales' ? 'markers' : 'marketHistory'}
        selectedRegionIds={selectedRegionIds}
        geoFilter={geoFilter}
        onGeoFilterChange={onGeoFilterChange}
        areaSelection={searchType === 'sales' ? areaSelection : null}
        saleSubTypes={saleSubTypes}
        // Kept while a search's pins load: the table below the map stays where it is.
        legendKinds={searchType === 'sales' && runnable ? SALES_LEGEND : NO_LEGEND}
      />
      {searchType === 'sales' && (
        <SearchAreaSelection
          regions={regions}
          engine={engine}
          dataset={dataset}
          route={route}
          draft={draft}
          setDraft={setDraft}
          clientParams={(search) => descriptor.clientParams(options, search)}
          context={{ filters: definitions }}
          visibleColumns={results.summary?.visibleColumns ?? null}
          drawnPolygon={geoFilter}
        />
      )}
      {!runnable ? (
        <Text c="dimmed">{CHOOSE_PROPERTY_TYPE_HINT}</Text>
      ) : error !== null ? (
        // Part 2 §8: a failed search is logged only; the result is empty and the empty message shows.
        <ResultsMessage title={title} message={EMPTY_MESSAGES.sales} />
      ) : (
        <ResultsTable
          watchVisits
          engine={engine}
          results={results}
          title={title}
          exportSearch={exportSearch}
          loading={loading || results.loading}
          emptyMessage={EMPTY_MESSAGES.sales}
          clampedMessage={clamped}
          nameHref={nameHref}
        />
      )}
    </Stack>
  );
});
