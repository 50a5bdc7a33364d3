import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import type { LandingDatasetHandle, MarketEngine, ViewHandle } from '../../engine/engine-api';
import {
  useProjectCompareRowActions,
  useRentalCompareRowActions,
} from '../../components/compare/use-compare-row-actions';
import { ResultsTable } from '../../components/results-table/results-table';
import { EMPTY_MESSAGES } from '../../components/results-table/results-table-constants';
import { useResultsView } from '../../components/results-table/use-results-view';
import type { ResultsUrlBinding } from '../../components/results-table/use-results-url-state';
import { AppAnchor } from '../../components/links/app-anchor';
import type { LatLng } from '@contract/geo-filter';
import type { AreaSelection } from '@contract/area-selection';
import { RENTAL_STANDING } from '@contract/product-facts';
import { advancedSearchHref } from './advanced-search-link';
import type { CategorySelection } from '@contract/landing-categories';
import { splitGroupKey, tabClientParams } from '@contract/landing-tabs';
import { OPEN_ADVANCED_SEARCH_LABEL, VIEW_COMPARE_LIST_LABEL } from './landing-constants';
import { PROJECT_COMPARE_PATH, RENTAL_COMPARE_PATH } from '../../state/compare-pages';
import { tabLabel } from './result-tabs';
import type { ExportAboutLine, ViewSummary } from '@contract/engine';

export interface TabViewState {
  /** The result group the view belongs to: a state of an earlier search is ignored. */
  group: LandingDatasetHandle;
  view: ViewHandle | null;
  summary: ViewSummary | null;
}

interface LandingTabPanelProps {
  engine: MarketEngine;
  group: LandingDatasetHandle;
  selection: CategorySelection;
  polygon: readonly LatLng[] | null;
  /** The selection of areas (contract/area-selection.ts), narrowing every tab. */
  areas: AreaSelection | null;
  onViewChange: (groupKey: string, state: TabViewState) => void;
  /**
   * Whether this is the selected tab. Every tab keeps its view (its count and its pins on the
   * map), but only the selected tab draws its table: the rows of hidden tables would be built
   * in the same frame as the visible one's and delay it (the landing journey's budget, README "Performance").
   */
  selected: boolean;
  /**
   * True while the selected tab has no view yet: a hidden tab waits with its own view until
   * then, so the engine builds the rows the user sees first (the landing journey's budget, README "Performance").
   */
  waitForSelected: boolean;
  /** The selected tab's table keeps its sort and hidden columns in the query. */
  resultsUrl?: ResultsUrlBinding;
  /** The tab's search in words, for the XLSX "About this export" sheet. */
  exportSearch: readonly ExportAboutLine[];
}

/** One result tab: Open Advanced Search, View Compare List (project tabs), and the shared table. */
export function LandingTabPanel({
  engine,
  group,
  selection,
  polygon,
  areas,
  onViewChange,
  selected,
  waitForSelected,
  resultsUrl,
  exportSearch,
}: LandingTabPanelProps) {
  const { groupKey, groupType } = group.summary;
  const parts = splitGroupKey(groupKey);
  const standing = parts?.option ?? '';
  const isProjectTab = groupType === 'project';
  const isRentalTab = standing === RENTAL_STANDING;

  const clientParams = useMemo(
    () => tabClientParams(groupType, selection, polygon, areas),
    [groupType, selection, polygon, areas],
  );
  // Once a group's view may be built it stays: a later tab switch must not release it.
  const [releasedGroup, setReleasedGroup] = useState<LandingDatasetHandle | null>(null);
  const mayBuildView = selected || !waitForSelected || releasedGroup === group;
  useEffect(() => {
    if (mayBuildView && releasedGroup !== group) setReleasedGroup(group);
  }, [mayBuildView, releasedGroup, group]);
  const results = useResultsView(
    engine,
    mayBuildView ? group : null,
    clientParams,
    parts === null ? undefined : { projectType: parts.category, projectStanding: parts.option },
    resultsUrl,
  );
  const projectCompareActions = useProjectCompareRowActions(standing);
  const rentalCompareActions = useRentalCompareRowActions();

  useEffect(() => {
    onViewChange(groupKey, { group, view: results.view, summary: results.summary });
  }, [onViewChange, groupKey, group, results.view, results.summary]);

  const emptyMessage =
    groupType === 'sales' ? EMPTY_MESSAGES.sales : isRentalTab ? EMPTY_MESSAGES.rentals : EMPTY_MESSAGES.projects;

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button component={AppAnchor} url={advancedSearchHref(group.summary, selection, polygon)} size="xs">
          {OPEN_ADVANCED_SEARCH_LABEL}
        </Button>
        {isProjectTab && (
          <Button
            component={AppAnchor}
            url={isRentalTab ? RENTAL_COMPARE_PATH : PROJECT_COMPARE_PATH}
            size="xs"
            variant="outline"
          >
            {VIEW_COMPARE_LIST_LABEL}
          </Button>
        )}
      </Group>
      {selected && (
        <ResultsTable
          watchVisits
          engine={engine}
          results={results}
          title={tabLabel(groupKey)}
          rowActions={isProjectTab ? (isRentalTab ? rentalCompareActions : projectCompareActions) : undefined}
          emptyMessage={emptyMessage}
          clampedMessage={group.summary.clamped ? group.summary.clampedMessage : null}
          exportSearch={exportSearch}
        />
      )}
    </Stack>
  );
}
