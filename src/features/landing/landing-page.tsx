import { VIEWS } from '@contract/views';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, Grid, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import type { SuperRegion } from '@contract/geography';
import type { ByRegionOptionsResponse } from '@contract/urban-landing';
import type { LandingDatasetHandle, MarketEngine } from '../../engine/engine-api';
import { getEngine } from '../../engine/engine-pool';
import { usePageTitle } from '../../components/shell/use-page-title';
import { useDroppedParamsNotice } from '../../components/search-page/use-dropped-params-notice';
import type { LatLng } from '@contract/geo-filter';
import { configurationStore } from '../../state/configuration';
import { useResultsUrlState } from '../../components/results-table/use-results-url-state';
import { useQueryTexts } from '../../components/shell/use-query-texts';
import { LANDING_VIEW_KEYS } from '@contract/search-params';
import type { AreaSelection } from '@contract/area-selection';
import { LandingAreaSelection, knownAreaIds } from './landing-area-selection';
import {
  landingDefaults,
  landingStateToUrl,
  readLandingUrl,
  type LandingUrlValues,
  type LandingViewState,
} from '@contract/landing-url-state';
import { openHelp } from '../../state/help-drawer';
import type { CategorySelection } from '@contract/landing-categories';
import { CategoryChecklist } from './category-checklist';
import { HELP_BUTTON_LABEL, MAP_SEARCH_HOW_TO_ID, NOTHING_SELECTED_HINT, SALES_CATEGORY_ID } from './landing-constants';
import { LandingMap } from './landing-map';
import { landingTabSearchInWords } from './landing-export-about';
import { LandingTabPanel, type TabViewState } from './landing-tab-panel';
import { RegionChecklist } from './region-checklist';
import { effectiveTab, shownGroups } from '@contract/landing-tabs';
import { tabLabel } from './result-tabs';
import { useLandingOptions } from './use-landing-options';
import { useLandingResults } from './use-landing-results';

const NO_SUPER_REGIONS: readonly SuperRegion[] = [];

/** /landing-page, the Map Search page (part 1 §2, §4). */
export function LandingPage() {
  return <LandingView engine={getEngine()} />;
}

/** The page with its engine given, so browser tests can pass an engine with fixture responses. */
export function LandingView({ engine }: { engine: MarketEngine }) {
  usePageTitle(VIEWS.landing.title);
  const options = useLandingOptions();
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {VIEWS.landing.title}
        </Title>
        <Button variant="light" size="xs" onClick={() => void openHelp(MAP_SEARCH_HOW_TO_ID)}>
          {HELP_BUTTON_LABEL}
        </Button>
      </Group>
      {options.status === 'loaded' && <LandingSearch engine={engine} options={options.options} />}
    </Stack>
  );
}

/** The view state a tab reported for this very group (not for an earlier search's group of the same key). */
function currentViewOf(
  tabViews: Readonly<Record<string, TabViewState>>,
  group: LandingDatasetHandle,
): TabViewState | null {
  const state = tabViews[group.summary.groupKey];
  return state?.group === group ? state : null;
}

/**
 * The view the address opens on, and what it named that the page does not offer: dropped, and
 * the user told once (the search pages' one notice). A query changed later (a saved view, Back)
 * reports its own through the setter.
 */
function useOpenedLandingUrl(
  values: LandingUrlValues,
  options: ByRegionOptionsResponse,
  defaults: LandingViewState,
): [LandingViewState, (dropped: string[]) => void] {
  const [opening] = useState(() => readLandingUrl(values, options, defaults, knownAreaIds()));
  const [dropped, setDropped] = useState<string[]>(opening.dropped);
  useDroppedParamsNotice(dropped);
  return [opening.state, setDropped];
}

function LandingSearch({ engine, options }: { engine: MarketEngine; options: ByRegionOptionsResponse }) {
  // Subscribed through the snapshot; the payloads are read-only refs read from the store.
  useSnapshot(configurationStore);
  const { urbanBasic } = configurationStore;
  const url = useQueryTexts(LANDING_VIEW_KEYS);
  // The selected tab's table keeps its sort and hidden columns in the query.
  const resultsUrl = useResultsUrlState();
  const defaults = useMemo(() => landingDefaults(options), [options]);
  const [opened, setDropped] = useOpenedLandingUrl(url.values, options, defaults);
  const [regionIds, setRegionIds] = useState<string[]>(opened.regionIds);
  const [selection, setSelection] = useState<CategorySelection>(opened.selection);
  const [polygon, setPolygon] = useState<LatLng[] | null>(opened.polygon);
  const [areas, setAreas] = useState<AreaSelection | null>(opened.areas);
  const [chosenTab, setChosenTab] = useState<string | null>(opened.tab);
  const [tabViews, setTabViews] = useState<Readonly<Record<string, TabViewState>>>({});

  // The page's view to the query (replacing the entry), and a query changed from elsewhere (a
  // saved view opened on this page, Back) to the page.
  const written = useRef<string | null>(null);
  const urlKey = JSON.stringify(url.values);
  useEffect(() => {
    if (written.current === null || written.current === urlKey) return;
    const reading = readLandingUrl(url.values, options, defaults, knownAreaIds());
    setDropped(reading.dropped);
    const next = reading.state;
    setRegionIds(next.regionIds);
    setSelection(next.selection);
    setPolygon(next.polygon);
    setAreas(next.areas);
    setChosenTab(next.tab);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- urlKey is the content of url.values
  }, [urlKey]);
  const { write } = url;
  useEffect(() => {
    const next = landingStateToUrl({ regionIds, selection, polygon, areas, tab: chosenTab });
    const nextKey = JSON.stringify(next);
    written.current = nextKey;
    write(next);
  }, [write, regionIds, selection, polygon, areas, chosenTab]);

  const groups = useLandingResults(engine, regionIds);
  const tabs = useMemo(() => shownGroups(groups, selection), [groups, selection]);
  const activeTab = effectiveTab(
    chosenTab,
    tabs.map((group) => group.summary.groupKey),
  );
  // Part 1 §4: the first tab is selected when none is, or when the selected one disappears.
  // Not before the tabs have loaded: a tab named by the URL waits for them.
  useEffect(() => {
    if (tabs.length > 0 && activeTab !== chosenTab) setChosenTab(activeTab);
  }, [tabs.length, activeTab, chosenTab]);

  const selectedGroup = tabs.find((group) => group.summary.groupKey === activeTab);
  const selectedTabWaiting = selectedGroup !== undefined && currentViewOf(tabViews, selectedGroup)?.summary == null;

  const onViewChange = useCallback(
    (groupKey: string, state: TabViewState) => setTabViews((previous) => ({ ...previous, [groupKey]: state })),
    [],
  );

  const projectCategories = useMemo(
    () => options.filters.filter((category) => category.id !== SALES_CATEGORY_ID),
    [options.filters],
  );
  const salesCategories = useMemo(
    () => options.filters.filter((category) => category.id === SALES_CATEGORY_ID),
    [options.filters],
  );

  return (
    <>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="sm">
            <RegionChecklist
              regions={options.regions}
              superRegions={urbanBasic?.superRegions ?? NO_SUPER_REGIONS}
              selected={regionIds}
              onChange={setRegionIds}
            />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Paper withBorder p="sm">
            <CategoryChecklist categories={projectCategories} selection={selection} onChange={setSelection} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Paper withBorder p="sm">
            <CategoryChecklist
              categories={salesCategories}
              selection={selection}
              onChange={setSelection}
              optionColumns={3}
            />
          </Paper>
        </Grid.Col>
      </Grid>
      <LandingMap
        engine={engine}
        tabs={tabs}
        tabViewOf={(group) => currentViewOf(tabViews, group)}
        selectedRegionIds={regionIds}
        polygon={polygon}
        onPolygonChange={setPolygon}
        areas={areas}
      />
      <LandingAreaSelection
        engine={engine}
        group={selectedGroup ?? null}
        selection={selection}
        polygon={polygon}
        areas={areas}
        onAreasChange={setAreas}
        visibleColumns={
          selectedGroup === undefined ? null : (currentViewOf(tabViews, selectedGroup)?.summary?.visibleColumns ?? null)
        }
      />
      {regionIds.length === 0 || Object.keys(selection).length === 0 ? (
        <Text c="dimmed">{NOTHING_SELECTED_HINT}</Text>
      ) : tabs.length === 0 ? null : (
        <Tabs value={activeTab} onChange={setChosenTab} keepMounted keepMountedMode="display-none">
          <Tabs.List>
            {tabs.map((group) => {
              const key = group.summary.groupKey;
              // The view's count: the sales tab narrows the server's rows to the selected sub-types.
              const count = currentViewOf(tabViews, group)?.summary?.filteredCount;
              return (
                <Tabs.Tab
                  key={key}
                  value={key}
                  rightSection={
                    count === undefined ? undefined : (
                      <Badge size="sm" variant="light" aria-label={`${count} rows`}>
                        {count}
                      </Badge>
                    )
                  }
                >
                  {tabLabel(key)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {tabs.map((group) => (
            <Tabs.Panel key={group.summary.groupKey} value={group.summary.groupKey} pt="sm">
              <LandingTabPanel
                engine={engine}
                group={group}
                selection={selection}
                polygon={polygon}
                areas={areas}
                onViewChange={onViewChange}
                selected={group.summary.groupKey === activeTab}
                resultsUrl={group.summary.groupKey === activeTab ? resultsUrl : undefined}
                waitForSelected={selectedTabWaiting}
                exportSearch={landingTabSearchInWords(options, regionIds, selection, group.summary.groupKey)}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </>
  );
}
