import { Badge, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DisplayRow } from '../../engine/engine-contract';
import type { ProjectSearchType } from '@contract/product-facts';
import { MarketMap } from '../../components/map/market-map';
import { useEnginePinSource } from '../../components/map/use-engine-pin-source';
import { ResultsTable } from '../../components/results-table/results-table';
import { EMPTY_MESSAGES, RESULTS_TABLE_TITLES } from '../../components/results-table/results-table-constants';
import type { RowAction } from '../../components/results-table/row-actions';
import { useResultsView } from '../../components/results-table/use-results-view';
import { publicHref } from '../../components/shell/app-href';
import { usePageTitle } from '../../components/shell/use-page-title';
import { AdvancedFilters } from '../../components/filters/advanced-filters';
import { ProjectPopupCompareAction, RentalPopupCompareAction } from '../../components/compare/popup-compare-actions';
import {
  useProjectCompareRowActions,
  useRentalCompareRowActions,
} from '../../components/compare/use-compare-row-actions';
import { getEngine } from '../../engine/engine-pool';
import { decodeGeoFilter, encodeGeoFilter, isGeoFilterPolygon, type LatLng } from '@contract/geo-filter';
import { activeFilterCount } from '@contract/filter-definitions';
import { stringifySearch } from '../../lib/shell-search-string';
import { closeAlert, showAlert } from '../../state/alert';
import { showSnackbar } from '../../state/snackbar';
import { clientParamsOf, datasetRequestOf } from './project-search-request';
import { droppedParamsMessage, withoutRejectedParams } from './route-filter-check';
import { configurationStore, type ConfigurationPayloads } from '../../state/configuration';
import { BasicSearchCard } from './basic-search-card';
import { useProjectDataset } from './use-project-dataset';
import { projectSearchChips } from './project-search-chips';
import type { ProjectViewNavigate } from './project-view-navigation';
import {
  apiPart,
  clientPart,
  filterDefinitions,
  hasRequiredParams,
  initialSearch,
  listOf,
  resolveRouteSearch,
  searchForView,
  normalizeSearch,
  searchButtons,
  withoutAdvancedFilters,
  textOf,
  type ProjectSearch,
  type ProjectSearchOptions,
} from './project-search-state';

/** Titles per view (part 1 §2). */
export const PROJECT_VIEW_TITLES: Readonly<Record<ProjectSearchType, string>> = {
  'project-search': 'Projects',
  'market-data': 'Project Market Data',
  'market-history': 'Market History',
};

const VIEW_LABELS: Readonly<Record<ProjectSearchType, string>> = {
  'project-search': 'Project Search',
  'market-data': 'Market Data',
  'market-history': 'Market History',
};

export interface ProjectsAdvancedSearchProps {
  searchType: ProjectSearchType;
  /** The route's query (search state lives there, part 1 §2). */
  routeSearch: ProjectSearch;
  /** Pushes a query onto a project view's route. */
  navigate: ProjectViewNavigate;
}

/** The Projects link of a market row: project search for the row's quarter, type, standing and geography. */
function projectsHref(search: ProjectSearch, row: DisplayRow): string {
  const query: Record<string, string | string[]> = {};
  for (const key of ['year', 'qtr', 'projectType', 'projectStanding', 'timeType', 'timeRange', 'queryMonth']) {
    const value = textOf(search[key]);
    if (value !== undefined) query[key] = value;
  }
  const ids: Array<[string, unknown]> = [
    ['regionId[]', row.values['region_id']],
    ['municipalityId[]', row.values['municipality_id']],
    ['submarketId[]', row.values['submarket_id']],
  ];
  for (const [key, value] of ids)
    if (value !== null && value !== undefined && value !== '') query[key] = [String(value)];
  return publicHref(`/project/project-search${stringifySearch(query)}`);
}

/** Projects advanced search: project search, market data and market history (part 1 §2, §4). */
export function ProjectsAdvancedSearch({ searchType, routeSearch, navigate }: ProjectsAdvancedSearchProps) {
  usePageTitle(PROJECT_VIEW_TITLES[searchType]);
  const configuration = useSnapshot(configurationStore);
  // The payloads are stored with valtio's ref(): the snapshot hands back the very objects the
  // server sent, so they are read with their payload types rather than deep-readonly snapshots.
  const regions = configuration.regions as ConfigurationPayloads['regions'] | null;
  const urbanBasic = configuration.urbanBasic as ConfigurationPayloads['urbanBasic'] | null;
  const searchFilters = configuration.searchFilters as ConfigurationPayloads['searchFilters'] | null;

  if (regions === null || urbanBasic === null || searchFilters === null) {
    return (
      <Group p="xl" justify="center">
        {configuration.status === 'loaded' ? (
          <Text>Search options could not be loaded.</Text>
        ) : (
          <Loader aria-label="Loading search options" />
        )}
      </Group>
    );
  }
  const context: ProjectSearchOptions = {
    searchType,
    regions: regions.regions,
    dateRanges: urbanBasic.projectDateRanges,
    searchFilters,
  };
  return (
    <SearchView
      context={context}
      datatypes={urbanBasic.projectDatatypes}
      basic={urbanBasic}
      routeSearch={routeSearch}
      navigate={navigate}
    />
  );
}

interface SearchViewProps {
  context: ProjectSearchOptions;
  datatypes: ConfigurationPayloads['urbanBasic']['projectDatatypes'];
  basic: ConfigurationPayloads['urbanBasic'];
  routeSearch: ProjectSearch;
  navigate: ProjectsAdvancedSearchProps['navigate'];
}

function SearchView({ context, datatypes, basic, routeSearch, navigate }: SearchViewProps) {
  const { searchType } = context;
  const engine = getEngine();
  const routeKey = JSON.stringify(normalizeSearch(routeSearch));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- routeKey is the content of routeSearch
  const checked = useMemo(() => withoutRejectedParams(context, normalizeSearch(routeSearch)), [routeKey]);
  const route = checked.search;
  useEffect(() => {
    // Junk in the URL is dropped (the URL is then made whole without it) and the user is told.
    if (checked.dropped.length === 0) return;
    console.warn('Search settings ignored:', checked.dropped);
    showSnackbar(droppedParamsMessage(checked.dropped));
  }, [checked]);
  // What the results show: the route with a valid type and standing; market history falls back
  // to the default regions and newest quarter.
  const effective = useMemo(
    () => resolveRouteSearch(context, route),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is stable configuration
    [route, searchType],
  );
  const effectiveKey = JSON.stringify(effective);
  useEffect(() => {
    // The URL describes the view (part 1 §2: search state lives in the route query): a query made whole replaces the one it came from.
    // Only a resolution that is already whole is written, so a replace can never start a loop.
    if (effectiveKey === routeKey) return;
    const whole = JSON.parse(effectiveKey) as ProjectSearch;
    if (JSON.stringify(resolveRouteSearch(context, whole)) !== effectiveKey) return;
    navigate(searchType, whole, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the context is stable configuration
  }, [effectiveKey, routeKey, navigate, searchType]);
  const runnable = hasRequiredParams(context, effective);

  const [draft, setDraft] = useState<ProjectSearch>(() => initialSearch(context, route));
  const [shownRoute, setShownRoute] = useState(routeKey);
  if (shownRoute !== routeKey) {
    setShownRoute(routeKey);
    setDraft(initialSearch(context, route));
  }
  const [filtersOpen, setFiltersOpen] = useState(false);

  const request = runnable ? datasetRequestOf(context, effective) : null;
  // Part 1 §4: market history calls the API on every search; the others only when API params change.
  // Keyed by what is searched, so making the URL whole does not count as another search.
  const alwaysFetch = searchType === 'market-history' ? { searchKey: effectiveKey } : null;
  const { dataset, loading, error } = useProjectDataset(engine, request, alwaysFetch);
  const clientParams = clientParamsOf(context, effective);
  const searchContext = {
    projectType: textOf(effective['projectType']),
    projectStanding: textOf(effective['projectStanding']),
    filters: filterDefinitions(context, effective),
  };
  const results = useResultsView(engine, dataset, clientParams, searchContext);
  const kind = request?.kind ?? 'projects';
  const pinKind = kind === 'rentals' ? 'rentals' : 'projects';
  const pins = useEnginePinSource(
    engine,
    searchType === 'project-search' ? results.view : null,
    results.summary?.rowsVersion,
    pinKind,
  );

  const clamped = dataset?.summary.clamped === true ? dataset.summary.clampedMessage : null;
  useEffect(() => {
    // Part 1 §8: the clamped message shows as an alert; otherwise any open alert is closed.
    if (error !== null) showAlert(error.message);
    else if (clamped !== null) showAlert(clamped);
    else if (dataset !== null) closeAlert();
  }, [dataset, clamped, error]);

  const standing = textOf(effective['projectStanding']) ?? '';

  const submit = (search: ProjectSearch) => navigate(searchType, normalizeSearch(search));
  const buttons = searchButtons(context, draft, route);
  const filterCount = activeFilterCount(filterDefinitions(context, draft), draft);

  const projectCompareActions = useProjectCompareRowActions(standing);
  const rentalCompareActions = useRentalCompareRowActions();
  const marketRowActions = (row: DisplayRow): readonly RowAction[] => {
    if (kind === 'projectMarket' && row.kind !== 'header') {
      return [
        {
          kind: 'zoom',
          onSelect: () => {
            const ids = (key: string) => {
              const value = row.values[key];
              return value === null || value === undefined || value === '' ? [] : [String(value)];
            };
            submit({
              ...effective,
              'regionId[]': ids('region_id'),
              'municipalityId[]': ids('municipality_id'),
              'submarketId[]': ids('submarket_id'),
            });
          },
        },
        { kind: 'projects', href: projectsHref(effective, row) },
      ];
    }
    return [];
  };

  const chips = projectSearchChips(context, effective);
  const title =
    searchType === 'market-history'
      ? RESULTS_TABLE_TITLES.marketHistory
      : searchType === 'market-data'
        ? RESULTS_TABLE_TITLES.market
        : kind === 'rentals'
          ? RESULTS_TABLE_TITLES.properties
          : RESULTS_TABLE_TITLES.projects;

  const geoFilter = useMemo(() => decodeGeoFilter(textOf(route['geoFilter'])), [route]);
  const onGeoFilterChange = (points: LatLng[] | null) => {
    const next = { ...route, geoFilter: points === null ? undefined : encodeGeoFilter(points) };
    // Part 1 §4, §9: a polygon of 3 or more points searches; deleting it clears the filter.
    if (points === null || isGeoFilterPolygon(points)) submit(next);
  };

  const definitions = filterDefinitions(context, draft);
  const tableNote = dataset?.summary.tableNote ?? null;

  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {PROJECT_VIEW_TITLES[searchType]}
        </Title>
        <SegmentedControl
          aria-label="Project views"
          value={searchType}
          onChange={(value) =>
            navigate(value as ProjectSearchType, searchForView(searchType, value as ProjectSearchType, effective))
          }
          data={(Object.keys(VIEW_LABELS) as ProjectSearchType[]).map((value) => ({
            value,
            label: VIEW_LABELS[value],
          }))}
        />
      </Group>
      <BasicSearchCard context={context} datatypes={datatypes} draft={draft} onChange={setDraft} />
      <Group gap="sm">
        <Button onClick={() => submit(draft)} disabled={!buttons.search}>
          Search
        </Button>
        <Button
          variant="default"
          disabled={!buttons.clearFilters}
          onClick={() => setDraft(withoutAdvancedFilters(draft))}
        >
          Clear Filters
        </Button>
        <Button variant="light" onClick={() => setFiltersOpen((open) => !open)} disabled={definitions.length === 0}>
          {filtersOpen ? 'Hide Advanced Filters' : 'Open Advanced Filters'}
          <Badge ml="xs" size="sm" circle aria-label={`${filterCount} advanced filters`}>
            {filterCount}
          </Badge>
        </Button>
        {searchType !== 'market-history' && (
          <Button
            variant="outline"
            disabled={!buttons.filter}
            onClick={() => submit({ ...apiPart(route), ...clientPart(draft) })}
          >
            Filter
          </Button>
        )}
      </Group>
      {filtersOpen && (
        <AdvancedFilters
          definitions={definitions}
          values={draft}
          options={basic}
          presentOptions={dataset?.summary.presentOptions ?? null}
          onChange={(next) => setDraft(normalizeSearch(next))}
        />
      )}
      <MarketMap
        regions={context.regions}
        pins={searchType === 'market-history' ? null : pins}
        mode={searchType === 'market-history' ? 'marketHistory' : 'markers'}
        selectedRegionIds={listOf(effective['regionId[]']).map(Number)}
        selectedSubmarketIds={listOf(effective['submarketId[]']).map(Number)}
        geoFilter={searchType === 'market-history' ? null : geoFilter}
        onGeoFilterChange={onGeoFilterChange}
        projectType={textOf(effective['projectType']) === 'purpose-built' ? 'purpose-built' : 'condo'}
        renderPopupActions={(pin, pinKind) =>
          pinKind === 'rentals' ? (
            <RentalPopupCompareAction rentalId={pin.id} />
          ) : pinKind === 'projects' ? (
            <ProjectPopupCompareAction projectId={pin.id} projectStanding={standing} />
          ) : null
        }
      />
      {runnable ? (
        <>
          <ResultsTable
            engine={engine}
            results={results}
            title={title}
            chips={chips}
            rowActions={
              kind === 'projects'
                ? projectCompareActions
                : kind === 'rentals'
                  ? rentalCompareActions
                  : kind === 'projectMarket'
                    ? marketRowActions
                    : undefined
            }
            loading={loading || results.loading}
            emptyMessage={kind === 'rentals' ? EMPTY_MESSAGES.rentals : EMPTY_MESSAGES.projects}
            clampedMessage={clamped}
          />
          {tableNote !== null && <Text size="sm">{tableNote}</Text>}
        </>
      ) : (
        <Text c="dimmed">Choose a project type, standing and quarter, then Search.</Text>
      )}
    </Stack>
  );
}
