import { Stack, Text } from '@mantine/core';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { activeFilterCount } from '@contract/filter-definitions';
import { decodeGeoFilter, geoFilterParam, isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import type { RegionConfig } from '@contract/geography';
import { RENTAL_EXPANSION_MESSAGE, RENTAL_HISTORY_EMPTY_MESSAGE } from '@contract/messages';
import type { RentalOptionsBasicResponse } from '@contract/rental-options';
import { RentalPopupCompareAction } from '../../components/compare/popup-compare-actions';
import { useRentalCompareRowActions } from '../../components/compare/use-compare-row-actions';
import { AdvancedFilters } from '../../components/filters/advanced-filters';
import { MarketMap } from '../../components/map/market-map';
import type { PinKind } from '../../components/map/pin-icons';
import type { PinMarker } from '../../components/map/visible-pins';
import { useEnginePinSource } from '../../components/map/use-engine-pin-source';
import { MarketHistoryChart } from '../../components/market-history-chart/market-history-chart';
import { RENTAL_HISTORY_LINE_NAME } from '../../components/market-history-chart/market-history-chart-constants';
import { ResultsTable } from '../../components/results-table/results-table';
import { EMPTY_MESSAGES, RESULTS_TABLE_TITLES } from '../../components/results-table/results-table-constants';
import { useResultsView } from '../../components/results-table/use-results-view';
import { useResultsUrlState } from '../../components/results-table/use-results-url-state';
import { useClampedAlert } from '../../components/results-table/use-clamped-alert';
import { ResultsMessage } from '../../components/results-table/results-message';
import { useSearchDataset } from '../../components/results-table/use-search-dataset';
import { useDeferredRoute } from '../../components/search-page/use-deferred-route';
import { SearchOptionsStatus } from '../../components/search-page/search-options-status';
import { SearchViewHeader } from '../../components/search-page/search-view-header';
import { withoutRejectedParams } from '../../components/search-page/route-param-check';
import { useDroppedParamsNotice } from '../../components/search-page/use-dropped-params-notice';
import { usePageTitle } from '../../components/shell/use-page-title';
import type { MarketEngine } from '../../engine/engine-api';
import { isRentalHistoryDenial } from '../../engine/engine-errors';
import { getEngine } from '../../engine/engine-pool';
import type { RentalSearch } from '../../routes/-search-params';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { useStableList } from '../../lib/use-stable-list';
import { configurationStore } from '../../state/configuration';
import { SearchActions } from '../../components/search-page/search-actions';
import { rentalSearchInWords } from './rental-export-about';
import { RentalBasicSearchCard } from './rental-basic-search-card';
import { rentalMarketRowActions } from './rental-market-row-actions';
import {
  CHOOSE_MONTH_HINT,
  RENTAL_PAGE_TITLES,
  RENTAL_VIEW_TOGGLE,
  type RentalSearchType,
} from './rental-search-constants';
import { rentalClientParams, rentalDatasetRequest } from './rental-search-request';
import {
  defaultRentalSearch,
  hasRequiredRentalParams,
  initialRentalSearch,
  normalizeRentalSearch,
  rentalApiPart,
  rentalFilterDefinitions,
  rentalRouteRules,
  rentalSearchButtons,
  rentalSearchForView,
  resolveRentalSearch,
  sameRentalSearch,
  selectedRegionIds,
  withDraftClientParams,
  type RentalSearchOptions,
} from './rental-search-state';
import type { RentalViewNavigate } from './rental-view-navigation';

export interface RentalSearchViewProps {
  searchType: RentalSearchType;
  /** The route's query (search state lives there, part 2 §4). */
  routeSearch: RentalSearch;
  navigate: RentalViewNavigate;
  /** The data engine; the app's shared pool unless a test gives its own. */
  engine?: MarketEngine;
}

/** A server answer missing a part the view reads is shown as options that could not be loaded, not a crash. */
function isCompleteRentalOptions(
  basic: Partial<RentalOptionsBasicResponse> | null,
): basic is RentalOptionsBasicResponse {
  return (
    basic !== null &&
    Array.isArray(basic.timePeriodOptions) &&
    Array.isArray(basic.searchFilters) &&
    basic.baseConfiguration?.dates !== undefined &&
    basic.componentConfiguration !== undefined
  );
}

/** The rental views: Rental Properties, Rental Market Totals and Rental Market History (part 2 §2.7). */
export function RentalSearchView({ searchType, routeSearch, navigate, engine = getEngine() }: RentalSearchViewProps) {
  usePageTitle(RENTAL_PAGE_TITLES[searchType]);
  const configuration = useSnapshot(configurationStore);
  // The payloads are stored with valtio's ref(): the snapshot hands back the objects the server sent.
  const basic = configuration.rentalBasic as Partial<RentalOptionsBasicResponse> | null;
  const regions = configuration.regions?.regions as readonly RegionConfig[] | undefined;
  const complete = isCompleteRentalOptions(basic) ? basic : null;
  const options = useMemo(
    () => (complete === null || regions === undefined ? null : { searchType, basic: complete, regions }),
    [searchType, complete, regions],
  );
  const shown = useDeferredRoute(options, routeSearch);
  if (shown.options === null) {
    return <SearchOptionsStatus loaded={configuration.status === 'loaded'} />;
  }
  return (
    <LoadedRentalView
      // A new search type is a new view: its results, sort and columns start afresh (part 2 §4).
      key={shown.options.searchType}
      options={shown.options}
      routeSearch={shown.routeSearch}
      navigate={navigate}
      engine={engine}
    />
  );
}

interface LoadedRentalViewProps {
  engine: MarketEngine;
  options: RentalSearchOptions;
  routeSearch: RentalSearch;
  navigate: RentalViewNavigate;
}

/** No client filters: market rows and history periods are filtered by the API call only. */
const NO_DEFINITIONS: ReturnType<typeof rentalFilterDefinitions> = [];

/** A rental pin's popup offers Compare; one function, so the map (memo) keeps its props. */
function rentalPopupActions(pin: PinMarker, kind: PinKind): ReactNode {
  return kind === 'rentals' ? <RentalPopupCompareAction rentalId={pin.id} /> : null;
}

function titleOf(searchType: RentalSearchType): string {
  if (searchType === 'market-history') return RESULTS_TABLE_TITLES.marketHistory;
  if (searchType === 'market-data') return RESULTS_TABLE_TITLES.market;
  return RESULTS_TABLE_TITLES.properties;
}

/** Memoized: a route change reaches it through the deferred route only (use-deferred-route.ts). */
const LoadedRentalView = memo(function LoadedRentalView({
  engine,
  options,
  routeSearch,
  navigate,
}: LoadedRentalViewProps) {
  const { searchType } = options;
  const routeKey = JSON.stringify(normalizeRentalSearch(routeSearch));
  // What the address holds that the view cannot take is dropped, and the user told.
  const checked = useMemo(
    () => withoutRejectedParams(rentalRouteRules(options), normalizeRentalSearch(routeSearch)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- routeKey is the content of routeSearch; options are stable configuration
    [routeKey],
  );
  useDroppedParamsNotice(checked.dropped);
  const route = useMemo(() => resolveRentalSearch(options, checked.search), [options, checked]);

  const [draft, setDraft] = useState<RentalSearch>(() => initialRentalSearch(options, checked.search));
  const [shownRoute, setShownRoute] = useState(routeKey);
  if (shownRoute !== routeKey) {
    setShownRoute(routeKey);
    setDraft(initialRentalSearch(options, checked.search));
  }
  const [filtersOpen, setFiltersOpen] = useState(false);

  const runnable = hasRequiredRentalParams(options, route);
  // Keyed by the API part only: a change of client params reruns the worker's view step (part 2 §4).
  const apiKey = JSON.stringify(rentalApiPart(options, route));
  const request = useMemo(
    () => (runnable ? rentalDatasetRequest(options, route) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apiKey is the API part of route
    [runnable, apiKey],
  );
  const { dataset, loading, error, retry } = useSearchDataset(engine, request);
  const definitions = useMemo(() => rentalFilterDefinitions(options), [options]);
  const clientFilters = searchType === 'rental-search' ? definitions : NO_DEFINITIONS;
  const resultsUrl = useResultsUrlState();
  const results = useResultsView(
    engine,
    dataset,
    rentalClientParams(options, route),
    { filters: clientFilters },
    resultsUrl,
  );
  const pins = useEnginePinSource(
    engine,
    searchType === 'rental-search' ? results.view : null,
    results.summary?.rowsVersion,
    'rentals',
  );
  const compareActions = useRentalCompareRowActions();

  const clamped = useClampedAlert(dataset);

  // The handlers and lists below keep their identity while a filter is typed in: the memoized map,
  // table and header then render only for what changed (a keystroke renders the filter it edits).
  const submit = useCallback(
    (search: RentalSearch) => navigate(searchType, normalizeRentalSearch(search)),
    [navigate, searchType],
  );
  const failed = error !== null;
  const buttons = useMemo(() => rentalSearchButtons(options, draft, route, failed), [options, draft, route, failed]);
  const onSearch = useLatestCallback(() => (failed && sameRentalSearch(draft, route) ? retry() : submit(draft)));
  const onFilter = useLatestCallback(() => submit(withDraftClientParams(options, draft, route)));
  const onClearFilters = useCallback(() => setDraft(defaultRentalSearch(options)), [options]);
  const onToggleFilters = useCallback(() => setFiltersOpen((open) => !open), []);
  const onAdvancedFilters = useCallback((next: RentalSearch) => setDraft(normalizeRentalSearch(next)), []);
  const filterOptions = useMemo(
    () => ({ developers: [], propertyManagers: options.basic.propertyManagers, developerOwners: [] }),
    [options.basic.propertyManagers],
  );
  const onView = useCallback(
    (to: RentalSearchType) => navigate(to, rentalSearchForView(options, { ...options, searchType: to }, route)),
    [navigate, options, route],
  );

  const geoFilter = useMemo(() => decodeGeoFilter(route.geoFilter), [route.geoFilter]);
  const onGeoFilterChange = useLatestCallback((points: LatLng[] | null) => {
    // Part 2 §4: a polygon of 3 or more points searches; deleting it clears the filter.
    if (points === null || isGeoFilterPolygon(points)) submit({ ...route, geoFilter: geoFilterParam(points) });
  });
  const regionIds = useStableList(selectedRegionIds(route));
  const submarketIds = useStableList((route['submarketId[]'] ?? []).map(Number));

  const exportAbout = useMemo(() => rentalSearchInWords(options, route), [options, route]);
  const title = titleOf(searchType);
  const emptyMessage = searchType === 'market-history' ? RENTAL_HISTORY_EMPTY_MESSAGE : EMPTY_MESSAGES.rentals;
  const rowActions = useMemo(
    () =>
      searchType === 'rental-search'
        ? compareActions
        : searchType === 'market-data'
          ? rentalMarketRowActions(route)
          : undefined,
    [searchType, compareActions, route],
  );

  return (
    <Stack gap="md" p="md">
      <SearchViewHeader
        title={RENTAL_PAGE_TITLES[searchType]}
        switchLabel="Rental views"
        view={searchType}
        views={RENTAL_VIEW_TOGGLE}
        onView={onView}
      />
      <RentalBasicSearchCard options={options} draft={draft} onChange={setDraft} />
      <SearchActions
        buttons={buttons}
        filterCount={activeFilterCount(definitions, draft)}
        filtersOpen={filtersOpen}
        hasFilters={definitions.length > 0}
        showFilter={searchType !== 'market-history'}
        onSearch={onSearch}
        onClearFilters={onClearFilters}
        onToggleFilters={onToggleFilters}
        onFilter={onFilter}
      />
      {filtersOpen && (
        <AdvancedFilters
          definitions={definitions}
          values={draft}
          options={filterOptions}
          presentOptions={dataset?.summary.presentOptions ?? null}
          onChange={onAdvancedFilters}
        />
      )}
      <MarketMap
        regions={options.regions}
        // Market rows are submarkets and history rows periods: the map shows their boundaries only.
        pins={searchType === 'rental-search' ? pins.source : null}
        pinsPending={searchType === 'rental-search' && (loading || results.loading || pins.pending)}
        mode={searchType === 'rental-search' ? 'markers' : 'marketHistory'}
        selectedRegionIds={regionIds}
        selectedSubmarketIds={submarketIds}
        geoFilter={searchType === 'rental-search' ? geoFilter : null}
        onGeoFilterChange={onGeoFilterChange}
        projectType="purpose-built"
        renderPopupActions={rentalPopupActions}
      />
      {!runnable ? (
        <Text c="dimmed">{CHOOSE_MONTH_HINT}</Text>
      ) : error !== null ? (
        // Part 2 §8: a failed rental search gives an empty result; history says when it needs the subscription.
        <ResultsMessage
          title={title}
          message={
            searchType === 'market-history' && isRentalHistoryDenial(error) ? RENTAL_EXPANSION_MESSAGE : emptyMessage
          }
        />
      ) : (
        <>
          {searchType === 'market-history' && (
            <MarketHistoryChart engine={engine} results={results} rowsName={RENTAL_HISTORY_LINE_NAME} />
          )}
          <ResultsTable
            engine={engine}
            results={results}
            title={title}
            rowActions={rowActions}
            loading={loading || results.loading}
            emptyMessage={emptyMessage}
            clampedMessage={clamped}
            exportSearch={exportAbout.search}
            exportDataAsOf={exportAbout.dataAsOf}
            // Part 2 §2.7: history periods expand to their unit types.
            expandableRows={searchType === 'market-history'}
          />
          {dataset?.summary.tableNote != null && <Text size="sm">{dataset.summary.tableNote}</Text>}
        </>
      )}
    </Stack>
  );
});
