import { Stack, Text } from '@mantine/core';
import { SearchOptionsStatus } from '../../../components/search-page/search-options-status';
import { SearchActions } from '../../../components/search-page/search-actions';
import { SearchViewHeader } from '../../../components/search-page/search-view-header';
import { useDeferredRoute } from '../../../components/search-page/use-deferred-route';
import { withoutRejectedParams } from '../../../components/search-page/route-param-check';
import { useDroppedParamsNotice } from '../../../components/search-page/use-dropped-params-notice';
import { memo, useCallback, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { RegionConfig } from '@contract/geography';
import { activeFilterCount } from '@contract/filter-definitions';
import { decodeGeoFilter, encodeGeoFilter, isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import type { SalesOptionsBasicResponse, SalesSearchType } from '@contract/sales-options';
import type { DisplayRow } from '@contract/engine';
import type { MarketEngine } from '../../../engine/engine-api';
import { getEngine } from '../../../engine/engine-pool';
import { AdvancedFilters, type FilterValues } from '../../../components/filters/advanced-filters';
import { MarketMap } from '../../../components/map/market-map';
import { useEnginePinSource } from '../../../components/map/use-engine-pin-source';
import type { PinKind } from '../../../components/map/pin-icons';
import { ResultsTable } from '../../../components/results-table/results-table';
import { EMPTY_MESSAGES, RESULTS_TABLE_TITLES } from '../../../components/results-table/results-table-constants';
import { useResultsView } from '../../../components/results-table/use-results-view';
import { useResultsUrlState } from '../../../components/results-table/use-results-url-state';
import { useClampedAlert } from '../../../components/results-table/use-clamped-alert';
import { ResultsMessage } from '../../../components/results-table/results-message';
import { useSearchDataset } from '../../../components/results-table/use-search-dataset';
import { appHref } from '../../../components/links/link-target';
import { usePageTitle } from '../../../components/shell/use-page-title';
import { stringifySearch } from '../../../lib/shell-search-string';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import { useStableList } from '../../../lib/use-stable-list';
import { configurationStore } from '../../../state/configuration';
import { CHOOSE_PROPERTY_TYPE_HINT, SALES_MODE_LABELS, SALES_PAGE_TITLES, SALES_PATHS } from './sales-search-constants';
import { SalesFilterPanel } from './sales-filter-panel';
import { salesSearchInWords } from './sales-export-about';
import { salesClientParams, salesDatasetRequest } from './sales-search-request';
import {
  defaultSalesSearch,
  hasRequiredSalesParams,
  normalizeSalesSearch,
  queryValues,
  regionIdsOf,
  resolveSalesSearch,
  salesApiPart,
  salesFilterDefinitions,
  salesRouteRules,
  salesSearchButtons,
  salesSearchForMode,
  sameSalesSearch,
  type SalesSearch,
  type SalesSearchOptions,
} from './sales-search-state';
import type { SalesViewNavigate } from './sales-view-navigation';

/** The legend of the sales map lists the sales sub-types (part 1 §9); market data shows no pins. */
const SALES_LEGEND: readonly PinKind[] = ['sales'];
const NO_LEGEND: readonly PinKind[] = [];

const SALES_VIEW_OPTIONS = (['sales', 'sales-market-data'] as const).map((value) => ({
  value,
  label: SALES_MODE_LABELS[value],
}));

/** Sales have no autocomplete filters: the configuration lists they would read are empty. */
const NO_FILTER_OPTIONS = { developers: [], propertyManagers: [], developerOwners: [] } as const;

export interface SalesSearchViewProps {
  searchType: SalesSearchType;
  /** The route's query (search state lives there, part 2 §2.5). */
  routeSearch: SalesSearch;
  navigate: SalesViewNavigate;
  /** The data engine; the app's shared pool unless a test gives its own. */
  engine?: MarketEngine;
}

/** A server answer missing a part the view reads is shown as options that could not be loaded, not a crash. */
function isCompleteSalesOptions(basic: Partial<SalesOptionsBasicResponse> | null): basic is SalesOptionsBasicResponse {
  return (
    basic !== null &&
    Array.isArray(basic.regions) &&
    Array.isArray(basic.propertyTypes) &&
    basic.searchFilters !== undefined &&
    basic.defaultDateRange !== undefined &&
    basic.saleDateRange !== undefined
  );
}

/** The sales views: Search Sales (/property/sales) and Market Data (/property/market-data), part 2 §2.5. */
export function SalesSearchView({ searchType, routeSearch, navigate, engine = getEngine() }: SalesSearchViewProps) {
  usePageTitle(SALES_PAGE_TITLES[searchType]);
  const configuration = useSnapshot(configurationStore);
  // The payloads are stored with valtio's ref(): the snapshot hands back the objects the server sent.
  const basic = configuration.salesBasic as Partial<SalesOptionsBasicResponse> | null;
  const regions = configuration.regions?.regions as readonly RegionConfig[] | undefined;
  const complete = isCompleteSalesOptions(basic) ? basic : null;
  // One object per mode and payload: the memoized panels below compare it by identity.
  const options = useMemo(() => (complete === null ? null : { searchType, basic: complete }), [searchType, complete]);
  const shown = useDeferredRoute(options, routeSearch);
  if (shown.options === null || regions === undefined) {
    return <SearchOptionsStatus loaded={configuration.status === 'loaded'} />;
  }
  return (
    <LoadedSalesView
      // A new mode is a new view: its results, sort and columns start afresh (part 2 §4).
      key={shown.options.searchType}
      options={shown.options}
      regions={regions}
      routeSearch={shown.routeSearch}
      navigate={navigate}
      engine={engine}
    />
  );
}

interface LoadedSalesViewProps {
  engine: MarketEngine;
  options: SalesSearchOptions;
  regions: readonly RegionConfig[];
  routeSearch: SalesSearch;
  navigate: SalesViewNavigate;
}

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
    return appHref(`${SALES_PATHS.sales}${stringifySearch(normalizeSalesSearch(target))}`);
  };
}

const LoadedSalesView = memo(function LoadedSalesView({
  engine,
  options,
  regions,
  routeSearch,
  navigate,
}: LoadedSalesViewProps) {
  const { searchType } = options;
  const routeKey = JSON.stringify(normalizeSalesSearch(routeSearch));
  // What the address holds that the view cannot take is dropped, and the user told.
  const checked = useMemo(
    () => withoutRejectedParams(salesRouteRules(options), normalizeSalesSearch(routeSearch)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- routeKey is the content of routeSearch; options are stable configuration
    [routeKey],
  );
  useDroppedParamsNotice(checked.dropped);
  const route = useMemo(() => resolveSalesSearch(options, checked.search), [options, checked]);

  const [draft, setDraft] = useState<SalesSearch>(route);
  const [shownRoute, setShownRoute] = useState(routeKey);
  if (shownRoute !== routeKey) {
    setShownRoute(routeKey);
    // The draft just searched is the route already: kept as it is, the panels need no new render.
    setDraft((current) => (JSON.stringify(normalizeSalesSearch(current)) === routeKey ? current : route));
  }
  const [filtersOpen, setFiltersOpen] = useState(false);

  const runnable = hasRequiredSalesParams(route);
  // Keyed by the API part only: a change of client params re-filters in the worker (part 2 §4).
  const apiKey = JSON.stringify(salesApiPart(searchType, route));
  const request = useMemo(
    () => (runnable ? salesDatasetRequest(options, route) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- apiKey is the API part of route
    [runnable, apiKey],
  );
  const { dataset, loading, error, retry } = useSearchDataset(engine, request);
  const clientParams = salesClientParams(options, route);
  const definitions = salesFilterDefinitions(options, route);
  const resultsUrl = useResultsUrlState();
  const results = useResultsView(engine, dataset, clientParams, { filters: definitions }, resultsUrl);
  const pins = useEnginePinSource(
    engine,
    searchType === 'sales' ? results.view : null,
    results.summary?.rowsVersion,
    'sales',
  );

  const clamped = useClampedAlert(dataset);

  /**
   * Writes a search to the route. A search the route has not loaded yet is prefetched first, so
   * the API call starts with the click rather than after the new route has rendered.
   */
  const searchFor = useCallback(
    (search: SalesSearch) => {
      const next = normalizeSalesSearch(search);
      const resolved = resolveSalesSearch(options, next);
      if (hasRequiredSalesParams(resolved) && JSON.stringify(salesApiPart(searchType, resolved)) !== apiKey)
        engine.prefetchDataset(salesDatasetRequest(options, resolved));
      navigate(searchType, next);
    },
    [engine, options, searchType, apiKey, navigate],
  );
  const failed = error !== null;
  const buttons = useMemo(
    () => ({ ...salesSearchButtons(options, draft, route, failed), filter: false }),
    [options, draft, route, failed],
  );
  const draftDefinitions = useMemo(() => salesFilterDefinitions(options, draft), [options, draft]);
  const draftValues = useMemo(() => queryValues(draft), [draft]);
  const filterCount = activeFilterCount(draftDefinitions, draftValues);
  // A failed search asked again unchanged runs again (the route would not change).
  const onSearch = useLatestCallback(() => (failed && sameSalesSearch(draft, route) ? retry() : searchFor(draft)));
  const onClearFilters = useCallback(() => setDraft(defaultSalesSearch(options)), [options]);
  const onToggleFilters = useCallback(() => setFiltersOpen((open) => !open), []);
  const onAdvancedFilters = useCallback((next: FilterValues) => setDraft(normalizeSalesSearch(next)), []);
  const onView = useCallback(
    (to: SalesSearchType) => navigate(to, salesSearchForMode({ ...options, searchType: to }, route)),
    [navigate, options, route],
  );

  const geoFilter = useMemo(() => decodeGeoFilter(route.geoFilter), [route.geoFilter]);
  // One function across searches: the map (memo) does not render again for a new route.
  const onGeoFilterChange = useLatestCallback((points: LatLng[] | null) => {
    // Part 2 §4: a polygon of more than 2 points searches; deleting it clears the filter.
    if (points !== null && !isGeoFilterPolygon(points)) return;
    searchFor({ ...route, geoFilter: points === null ? undefined : encodeGeoFilter(points) });
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
        title={SALES_PAGE_TITLES[searchType]}
        switchLabel="Sales views"
        view={searchType}
        views={SALES_VIEW_OPTIONS}
        onView={onView}
      />
      <SalesFilterPanel options={options} regions={regions} draft={draft} onChange={setDraft} />
      <SearchActions
        buttons={buttons}
        filterCount={filterCount}
        filtersOpen={filtersOpen}
        hasFilters={draftDefinitions.length > 0}
        // Sales have no Filter button: Search re-filters in the worker when only client params changed (part 2 §4).
        showFilter={false}
        onSearch={onSearch}
        onClearFilters={onClearFilters}
        onToggleFilters={onToggleFilters}
        onFilter={onSearch}
      />
      {filtersOpen && (
        <AdvancedFilters
          definitions={draftDefinitions}
          values={draftValues}
          options={NO_FILTER_OPTIONS}
          presentOptions={null}
          onChange={onAdvancedFilters}
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
        saleSubTypes={saleSubTypes}
        // Kept while a search's pins load: the table below the map stays where it is.
        legendKinds={searchType === 'sales' && runnable ? SALES_LEGEND : NO_LEGEND}
      />
      {!runnable ? (
        <Text c="dimmed">{CHOOSE_PROPERTY_TYPE_HINT}</Text>
      ) : error !== null ? (
        // Part 2 §8: a failed search is logged only; the result is empty and the empty message shows.
        <ResultsMessage title={title} message={EMPTY_MESSAGES.sales} />
      ) : (
        <ResultsTable
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
