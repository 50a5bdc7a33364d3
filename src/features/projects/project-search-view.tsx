import { Stack, Text } from '@mantine/core';
import { memo, useLayoutEffect, useMemo } from 'react';
import { activeFilterCount } from '@contract/filter-definitions';
import { decodeGeoFilter } from '@contract/geo-filter';
import { SearchAreaSelection } from '../../components/area-selection/search-area-selection';
import { RENTAL_EXPANSION_MESSAGE } from '@contract/messages';
import { RENTAL_STANDING } from '@contract/product-facts';
import { VIEWS } from '@contract/views';
import { ResultsMessage } from '../../components/results-table/results-message';
import { isRentalHistoryDenial } from '../../engine/engine-errors';
import { AdvancedFilters } from '../../components/filters/advanced-filters';
import { useEnginePinSource } from '../../components/map/use-engine-pin-source';
import { presentOptionsOf } from '../../components/results-table/use-search-dataset';
import { useResultsView } from '../../components/results-table/use-results-view';
import { useResultsUrlState } from '../../components/results-table/use-results-url-state';
import { SearchActions } from '../../components/search-page/search-actions';
import { SearchViewHeader } from '../../components/search-page/search-view-header';
import { VIEW_SWITCHES } from '../../components/search-page/search-view-switches';
import { useSearchView, type LoadedSearchViewProps } from '../../components/search-page/use-search-view';
import type { ProjectSearch } from '@contract/search-params';
import { closeAlert, showAlert } from '../../state/alert';
import { BasicSearchCard } from './basic-search-card';
import { marketRowActions } from './market-row-actions';
import { projectSearchInWords } from './project-export-about';
import { ProjectResults } from './project-results';
import { projectSearchChips } from './project-search-chips';
import { ProjectSearchMap } from './project-search-map';
import {
  clientFilterDefinitions,
  filterDefinitions,
  type ProjectSearchOptions,
} from '@contract/project-search-options';
import type { ProjectViewOptions } from './project-search-views';

export type ProjectSearchViewProps = LoadedSearchViewProps<ProjectSearchOptions, ProjectSearch, ProjectViewOptions>;

/**
 * One project view with its options loaded: the view toggle, the Basic Search card and its
 * buttons, the advanced filters, the map and the results (part 1 §2, §4). The form edits a
 * draft; Search and Filter push it onto the route, which the results follow (the state:
 * src/components/search-page/use-search-view.ts).
 */
export const ProjectSearchView = memo(function ProjectSearchView(props: ProjectSearchViewProps) {
  const { descriptor, options: context, engine } = props;
  const { basic, searchType } = context;
  const state = useSearchView(props);
  const { route, search: effective, draft, setDraft, runnable, dataset, loading, error, submit } = state;
  const searchContext = {
    projectType: effective.projectType,
    projectStanding: effective.projectStanding,
    filters: clientFilterDefinitions(context, effective),
  };
  const resultsUrl = useResultsUrlState();
  const results = useResultsView(
    engine,
    dataset,
    descriptor.clientParams(context, effective),
    searchContext,
    resultsUrl,
    state.datasetListener,
  );
  const kind = runnable ? descriptor.datasetRequest(context, effective).kind : 'projects';
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
  // In the commit that shows the table's clamped message (as useClampedAlert, use-clamped-alert.ts).
  useLayoutEffect(() => {
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

  const definitions = filterDefinitions(context, draft);
  const drawnPolygon = useMemo(() => decodeGeoFilter(route.geoFilter), [route.geoFilter]);
  const title = VIEWS[descriptor.view].title;

  return (
    <Stack gap="md" p="md">
      <SearchViewHeader
        title={title}
        switchLabel={VIEW_SWITCHES.projects.label}
        view={descriptor.view}
        views={VIEW_SWITCHES.projects.views}
        onView={state.onView}
      />
      <BasicSearchCard context={context} datatypes={basic.projectDatatypes} draft={draft} onChange={setDraft} />
      <SearchActions
        {...state.actions}
        filterCount={activeFilterCount(definitions, draft)}
        hasFilters={definitions.length > 0}
      />
      {state.filtersOpen && (
        <AdvancedFilters
          definitions={definitions}
          values={draft}
          options={basic}
          presentOptions={presentOptionsOf(dataset)}
          onChange={state.onAdvancedFilters}
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
      {searchType !== 'market-history' && (
        <SearchAreaSelection
          regions={context.regions}
          engine={engine}
          dataset={dataset}
          route={effective}
          draft={draft}
          setDraft={setDraft}
          clientParams={(search) => descriptor.clientParams(context, search)}
          context={searchContext}
          visibleColumns={results.summary?.visibleColumns ?? null}
          drawnPolygon={drawnPolygon}
        />
      )}
      {historyDenied ? (
        <ResultsMessage title={title} message={RENTAL_EXPANSION_MESSAGE} />
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
          heading={title}
        />
      ) : (
        <Text c="dimmed">Choose a project type, standing and quarter, then Search.</Text>
      )}
    </Stack>
  );
});
