import { Stack, Text } from '@mantine/core';
import { SearchViewHeader } from '../../components/search-page/search-view-header';
import { useEffect, useMemo, useState } from 'react';
import { activeFilterCount } from '@contract/filter-definitions';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import { PROJECT_SEARCH_TYPES, RENTAL_STANDING } from '@contract/product-facts';
import { ResultsMessage } from '../../components/results-table/results-message';
import { isRentalHistoryDenial } from '../../engine/engine-errors';
import { AdvancedFilters } from '../../components/filters/advanced-filters';
import { useEnginePinSource } from '../../components/map/use-engine-pin-source';
import { useResultsView } from '../../components/results-table/use-results-view';
import { useResultsUrlState } from '../../components/results-table/use-results-url-state';
import type { MarketEngine } from '../../engine/engine-api';
import { getEngine } from '../../engine/engine-pool';
import type { ProjectSearch } from '../../routes/-search-params';
import type { ConfigurationPayloads } from '../../state/configuration';
import { closeAlert, showAlert } from '../../state/alert';
import { BasicSearchCard } from './basic-search-card';
import { marketRowActions } from './market-row-actions';
import { hasRequiredParams, initialSearch } from './project-route-search';
import { projectSearchInWords } from './project-export-about';
import { ProjectResults } from './project-results';
import { searchButtons } from './project-search-buttons';
import { projectSearchChips } from './project-search-chips';
import { ProjectSearchMap } from './project-search-map';
import { clientFilterDefinitions, filterDefinitions, type ProjectSearchOptions } from './project-search-options';
import { clientParamsOf, datasetRequestOf, withDraftClientParams } from './project-search-request';
import { normalizeSearch, sameSearch, withoutAdvancedFilters } from './project-search-url';
import { PROJECT_VIEW_LABELS, PROJECT_VIEW_TITLES } from './projects-constants';
import type { ProjectViewNavigate } from './project-view-navigation';
import { searchForView } from './project-view-toggle';
import { SearchActions } from '../../components/search-page/search-actions';
import { useSearchDataset } from '../../components/results-table/use-search-dataset';
import { useProjectRouteSearch } from './use-project-route-search';

export interface ProjectSearchViewProps {
  context: ProjectSearchOptions;
  basic: ConfigurationPayloads['urbanBasic'];
  /** The route's query (search state lives there, part 1 §2). */
  routeSearch: ProjectSearch;
  navigate: ProjectViewNavigate;
  /** The data engine; the app's shared pool unless a test gives its own. */
  engine?: MarketEngine;
}

const VIEW_OPTIONS = PROJECT_SEARCH_TYPES.map((value) => ({ value, label: PROJECT_VIEW_LABELS[value] }));

/**
 * One project view with its options loaded: the view toggle, the Basic Search card and its
 * buttons, the advanced filters, the map and the results (part 1 §2, §4). The form edits a
 * draft; Search and Filter push it onto the route, which the results follow.
 */
export function ProjectSearchView({
  context,
  basic,
  routeSearch,
  navigate,
  engine = getEngine(),
}: ProjectSearchViewProps) {
  const { searchType } = context;
  const { route, routeKey, effective, effectiveKey } = useProjectRouteSearch(context, routeSearch, navigate);
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
  const { dataset, loading, error, retry } = useSearchDataset(engine, request, alwaysFetch);
  const searchContext = {
    projectType: effective.projectType,
    projectStanding: effective.projectStanding,
    filters: clientFilterDefinitions(context, effective),
  };
  const resultsUrl = useResultsUrlState();
  const results = useResultsView(engine, dataset, clientParamsOf(context, effective), searchContext, resultsUrl);
  const kind = request?.kind ?? 'projects';
  const pins = useEnginePinSource(
    engine,
    searchType === 'project-search' ? results.view : null,
    results.summary?.rowsVersion,
    kind === 'rentals' ? 'rentals' : 'projects',
  );

  const clamped = dataset?.summary.clamped === true ? dataset.summary.clampedMessage : null;
  // The old-stock standing's market history is rental history (part 2 §6): without the rental
  // expansion the view says so where the table would be, instead of an error.
  const historyDenied =
    searchType === 'market-history' && effective.projectStanding === RENTAL_STANDING && isRentalHistoryDenial(error);
  useEffect(() => {
    // Part 1 §8: the clamped message shows as an alert; otherwise any open alert is closed.
    if (historyDenied) closeAlert();
    else if (error !== null) showAlert(error.message);
    else if (clamped !== null) showAlert(clamped);
    else if (dataset !== null) closeAlert();
  }, [dataset, clamped, error, historyDenied]);

  const exportAbout = useMemo(
    () => projectSearchInWords(context, basic.projectDatatypes, effective),
    [context, basic.projectDatatypes, effective],
  );

  const submit = (search: ProjectSearch) => navigate(searchType, normalizeSearch(search));
  const definitions = filterDefinitions(context, draft);

  return (
    <Stack gap="md" p="md">
      <SearchViewHeader
        title={PROJECT_VIEW_TITLES[searchType]}
        switchLabel="Project views"
        view={searchType}
        views={VIEW_OPTIONS}
        onView={(to) => navigate(to, searchForView(searchType, to, effective))}
      />
      <BasicSearchCard context={context} datatypes={basic.projectDatatypes} draft={draft} onChange={setDraft} />
      <SearchActions
        buttons={searchButtons(context, draft, route, error !== null)}
        filterCount={activeFilterCount(definitions, draft)}
        filtersOpen={filtersOpen}
        hasFilters={definitions.length > 0}
        showFilter={searchType !== 'market-history'}
        onSearch={() => (error !== null && sameSearch(draft, route) ? retry() : submit(draft))}
        onClearFilters={() => setDraft(withoutAdvancedFilters(draft))}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        onFilter={() => submit(withDraftClientParams(context, route, draft))}
      />
      {filtersOpen && (
        <AdvancedFilters
          definitions={definitions}
          values={draft}
          options={basic}
          presentOptions={dataset?.summary.presentOptions ?? null}
          onChange={(next) => setDraft(normalizeSearch(next))}
        />
      )}
      <ProjectSearchMap
        context={context}
        route={route}
        effective={effective}
        pins={pins.source}
        pinsPending={loading || results.loading || pins.pending}
        submit={submit}
      />
      {historyDenied ? (
        <ResultsMessage title={PROJECT_VIEW_TITLES[searchType]} message={RENTAL_EXPANSION_MESSAGE} />
      ) : runnable ? (
        <ProjectResults
          engine={engine}
          searchType={searchType}
          kind={kind}
          results={results}
          chips={projectSearchChips(context, effective)}
          standing={effective.projectStanding ?? ''}
          marketRowActions={(row) => marketRowActions(effective, row, submit)}
          loading={loading || results.loading}
          clampedMessage={clamped}
          tableNote={dataset?.summary.tableNote ?? null}
          exportAbout={exportAbout}
        />
      ) : (
        <Text c="dimmed">Choose a project type, standing and quarter, then Search.</Text>
      )}
    </Stack>
  );
}
