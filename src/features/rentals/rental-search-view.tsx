import { Stack, Text } from '@mantine/core';
import { memo, useMemo, type ReactNode } from 'react';
import { activeFilterCount } from '@contract/filter-definitions';
import { decodeAreaSelection } from '@contract/area-selection';
import { decodeGeoFilter, geoFilterParam, isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import { SearchAreaSelection } from '../../components/area-selection/search-area-selection';
import { RENTAL_EXPANSION_MESSAGE, RENTAL_HISTORY_EMPTY_MESSAGE } from '@contract/messages';
import { VIEWS } from '@contract/views';
import { RentalPopupCompareAction } from '../../components/compare/popup-compare-actions';
import { useRentalCompareRowActions } from '../../components/compare/use-compare-row-actions';
import { AdvancedFilters } from '../../components/filters/advanced-filters';
import { MarketMap } from '../../components/map/market-map';
import type { PinKind } from '../../components/map/pin-icons';
import type { PinMarker } from '../../components/map/visible-pins';
import { useEnginePinSource } from '../../components/map/use-engine-pin-source';
import { MarketHistoryChart } from '../../components/market-history-chart/market-history-chart';
import { useHistoryPdf } from '../../components/market-history-chart/use-history-pdf';
import { RENTAL_HISTORY_LINE_NAME } from '../../components/market-history-chart/market-history-chart-constants';
import { ResultsTable } from '../../components/results-table/results-table';
import { EMPTY_MESSAGES, RESULTS_TABLE_TITLES } from '../../components/results-table/results-table-constants';
import { presentOptionsOf } from '../../components/results-table/use-search-dataset';
import { useResultsView } from '../../components/results-table/use-results-view';
import { useResultsUrlState } from '../../components/results-table/use-results-url-state';
import { useClampedAlert } from '../../components/results-table/use-clamped-alert';
import { ResultsMessage } from '../../components/results-table/results-message';
import { SearchActions } from '../../components/search-page/search-actions';
import { SearchViewHeader } from '../../components/search-page/search-view-header';
import { VIEW_SWITCHES } from '../../components/search-page/search-view-switches';
import { useSearchView, type LoadedSearchViewProps } from '../../components/search-page/use-search-view';
import { isRentalHistoryDenial } from '../../engine/engine-errors';
import type { RentalSearch } from '@contract/search-params';
import { useLatestCallback } from '../../lib/use-latest-callback';
import { useStableList } from '../../lib/use-stable-list';
import { rentalSearchInWords } from './rental-export-about';
import { RentalBasicSearchCard } from './rental-basic-search-card';
import { rentalMarketRowActions } from './rental-market-row-actions';
import { CHOOSE_MONTH_HINT } from './rental-search-constants';
import {
  type RentalSearchType,
  rentalFilterDefinitions,
  type RentalSearchOptions,
} from '@contract/rental-search-request';
import { selectedRegionIds } from './rental-search-state';

export type RentalSearchViewProps = LoadedSearchViewProps<RentalSearchOptions, RentalSearch>;

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

/**
 * The rental views: Rental Properties, Rental Market Totals and Rental Market History (part 2
 * §2.7), once their options are loaded; the state: src/components/search-page/use-search-view.ts.
 * Memoized: a route change reaches it through the deferred route only (use-deferred-route.ts).
 */
export const RentalSearchView = memo(function RentalSearchView(props: RentalSearchViewProps) {
  const { descriptor, options, engine } = props;
  const { searchType } = options;
  const state = useSearchView(props);
  const { search: route, draft, setDraft, runnable, dataset, loading, error, submit } = state;
  const definitions = useMemo(() => rentalFilterDefinitions(options), [options]);
  const clientFilters = descriptor.filtersOnServer ? NO_DEFINITIONS : definitions;
  const resultsUrl = useResultsUrlState();
  const results = useResultsView(
    engine,
    dataset,
    descriptor.clientParams(options, route),
    { filters: clientFilters },
    resultsUrl,
    state.datasetListener,
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
  const filterOptions = useMemo(
    () => ({ developers: [], propertyManagers: options.basic.propertyManagers, developerOwners: [] }),
    [options.basic.propertyManagers],
  );

  const geoFilter = useMemo(() => decodeGeoFilter(route.geoFilter), [route.geoFilter]);
  // The selection the rows are narrowed to (the route's, not the form's draft), outlined on the map.
  const areaSelection = useMemo(() => decodeAreaSelection(route.areas), [route.areas]);
  const onGeoFilterChange = useLatestCallback((points: LatLng[] | null) => {
    // Part 2 §4: a polygon of 3 or more points searches; deleting it clears the filter.
    if (points === null || isGeoFilterPolygon(points)) submit({ ...route, geoFilter: geoFilterParam(points) });
  });
  const regionIds = useStableList(selectedRegionIds(route));
  const submarketIds = useStableList((route['submarketId[]'] ?? []).map(Number));

  const exportAbout = useMemo(() => rentalSearchInWords(options, route), [options, route]);
  const title = titleOf(searchType);
  const heading = VIEWS[descriptor.view].title;
  const { chartMeasure, setChartMeasure, pdf } = useHistoryPdf(
    results,
    searchType === 'market-history',
    heading,
    RENTAL_HISTORY_LINE_NAME,
  );
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
        title={heading}
        switchLabel={VIEW_SWITCHES.rentals.label}
        view={descriptor.view}
        views={VIEW_SWITCHES.rentals.views}
        onView={state.onView}
      />
      <RentalBasicSearchCard options={options} draft={draft} onChange={setDraft} />
      <SearchActions
        {...state.actions}
        filterCount={activeFilterCount(definitions, draft)}
        hasFilters={definitions.length > 0}
      />
      {state.filtersOpen && (
        <AdvancedFilters
          definitions={definitions}
          values={draft}
          options={filterOptions}
          presentOptions={presentOptionsOf(dataset)}
          onChange={state.onAdvancedFilters}
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
        areaSelection={searchType === 'rental-search' ? areaSelection : null}
        projectType="purpose-built"
        renderPopupActions={rentalPopupActions}
      />
      {searchType === 'rental-search' && (
        <SearchAreaSelection
          regions={options.regions}
          engine={engine}
          dataset={dataset}
          route={route}
          draft={draft}
          setDraft={setDraft}
          clientParams={(search) => descriptor.clientParams(options, search)}
          context={{ filters: clientFilters }}
          visibleColumns={results.summary?.visibleColumns ?? null}
          drawnPolygon={geoFilter}
        />
      )}
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
            <MarketHistoryChart
              engine={engine}
              results={results}
              rowsName={RENTAL_HISTORY_LINE_NAME}
              measure={chartMeasure}
              onMeasureChange={setChartMeasure}
            />
          )}
          <ResultsTable
            watchVisits
            engine={engine}
            results={results}
            title={title}
            rowActions={rowActions}
            loading={loading || results.loading}
            emptyMessage={emptyMessage}
            clampedMessage={clamped}
            exportSearch={exportAbout.search}
            exportDataAsOf={exportAbout.dataAsOf}
            pdf={pdf}
            // Part 2 §2.7: history periods expand to their unit types.
            expandableRows={searchType === 'market-history'}
          />
          {dataset?.summary.tableNote != null && <Text size="sm">{dataset.summary.tableNote}</Text>}
        </>
      )}
    </Stack>
  );
});
