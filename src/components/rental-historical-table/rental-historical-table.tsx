import { useId, useMemo, useState } from 'react';
import { Button, Card, Collapse, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import type { TimeRangeOption } from '@contract/urban-options';
import { isRentalTimeRange } from '@contract/months';
import { RENTAL_EXPANSION_MESSAGE, RENTAL_HISTORY_EMPTY_MESSAGE } from '@contract/messages';
import { openHelp } from '../../state/help-drawer';
import { ExpandableTable } from '../expandable-table/expandable-table';
import { HELP_LABEL, LOADING_MESSAGE } from '../results-table/results-table-constants';
import { SEARCH_ACTION_LABELS } from '../search-page/search-action-labels';
import {
  defaultFilters,
  monthModeFilters,
  monthOptions,
  parseQuarterValue,
  quarterModeFilters,
  quarterOptions,
  quarterValue,
  rentalQuartersText,
  sameFilters,
  withMonthEnd,
  withMonthStart,
  withQuarterEnd,
  withQuarterStart,
  type HistoryFilters,
  type PickerOption,
  type RentalHistoryBounds,
  type RentalHistorySource,
} from './history-filters';
import {
  HIDE_FILTERS_LABEL,
  OPEN_FILTERS_LABEL,
  RENTAL_HISTORY_HOW_TO_ID,
  RENTAL_HISTORY_TITLE,
  RENTAL_QUARTER_NOTE,
  SEARCH_BY_MONTH_LABEL,
  SEARCH_BY_QUARTER_LABEL,
  SEARCH_MODE_LABEL,
  SELECT_END_MONTH_LABEL,
  SELECT_END_QUARTER_LABEL,
  SELECT_START_MONTH_LABEL,
  SELECT_START_QUARTER_LABEL,
  SELECT_TIME_RANGE_LABEL,
} from './rental-historical-table-constants';
import { useRentalHistory, type AppliedSearch, type RentalHistoryState } from './use-rental-history';

export interface RentalHistoricalTableProps {
  /** A project page's old stock or a rental property (part 2 §7 names a call for each). */
  source: RentalHistorySource;
  /** The available rental months and the quarter mode's defaults. */
  bounds: RentalHistoryBounds;
  /** The 'Select Data Time Range' options from the configuration (the first is the default, part 2 §9). */
  timeRangeOptions: readonly TimeRangeOption[];
}

interface FiltersFormProps {
  bounds: RentalHistoryBounds;
  timeRangeOptions: readonly TimeRangeOption[];
  draft: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
  onSearch: () => void;
  onClear: () => void;
}

interface RangePickersProps {
  labels: readonly [string, string];
  options: readonly PickerOption[];
  values: readonly [string, string];
  onPick: readonly [(value: string) => void, (value: string) => void];
  width: number;
}

/** A start and an end picker over the same options; neither can be emptied. */
function RangePickers({ labels, options, values, onPick, width }: RangePickersProps) {
  return labels.map((label, index) => (
    <Select
      key={label}
      label={label}
      data={options}
      value={values[index]}
      onChange={(value) => value !== null && onPick[index]?.(value)}
      allowDeselect={false}
      w={width}
    />
  ));
}

function FiltersForm({ bounds, timeRangeOptions, draft, onChange, onSearch, onClear }: FiltersFormProps) {
  const months = useMemo(() => monthOptions(bounds), [bounds]);
  const quarters = useMemo(() => quarterOptions(bounds), [bounds]);
  const quarterPicked = (apply: typeof withQuarterStart) => (value: string) => {
    const picked = parseQuarterValue(value);
    if (picked !== null) onChange(apply(draft, picked));
  };
  return (
    <Card withBorder padding="md">
      <Stack gap="md">
        <Radio.Group
          label={SEARCH_MODE_LABEL}
          value={draft.timeType}
          onChange={(value) => onChange(value === 'month' ? monthModeFilters(bounds) : quarterModeFilters(bounds))}
        >
          <Group gap="lg" mt={4}>
            <Radio value="month" label={SEARCH_BY_MONTH_LABEL} />
            <Radio value="quarter" label={SEARCH_BY_QUARTER_LABEL} />
          </Group>
        </Radio.Group>
        {draft.timeType === 'month' ? (
          <Group gap="md" align="flex-end">
            <RangePickers
              labels={[SELECT_START_MONTH_LABEL, SELECT_END_MONTH_LABEL]}
              options={months}
              values={[draft.monthStart, draft.monthEnd]}
              onPick={[
                (value) => onChange(withMonthStart(draft, value)),
                (value) => onChange(withMonthEnd(draft, value)),
              ]}
              width={160}
            />
            {/*
              Optional (part 2 §2.11): cleared (its clear button, or choosing the chosen option
              again, which the keyboard can do), the call goes without a time range.
            */}
            <Select
              label={SELECT_TIME_RANGE_LABEL}
              data={timeRangeOptions.map((option) => ({ value: option.value, label: option.label }))}
              value={draft.timeRange}
              onChange={(value) => onChange({ ...draft, timeRange: isRentalTimeRange(value) ? value : null })}
              clearable
              w={200}
            />
          </Group>
        ) : (
          <Group gap="md" align="flex-end">
            <RangePickers
              labels={[SELECT_START_QUARTER_LABEL, SELECT_END_QUARTER_LABEL]}
              options={quarters}
              values={[quarterValue(draft.start), quarterValue(draft.end)]}
              onPick={[quarterPicked(withQuarterStart), quarterPicked(withQuarterEnd)]}
              width={200}
            />
          </Group>
        )}
        <Group gap="sm">
          <Button onClick={onSearch}>{SEARCH_ACTION_LABELS.search}</Button>
          <Button variant="default" onClick={onClear} disabled={sameFilters(draft, defaultFilters(bounds))}>
            {SEARCH_ACTION_LABELS.clearFilters}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

interface HistoryBodyProps {
  state: RentalHistoryState;
  label: string;
  /** The period of the rows shown: quarter rows say which months each rental quarter holds. */
  timeType: HistoryFilters['timeType'];
}

function HistoryBody({ state, label, timeType }: HistoryBodyProps) {
  if (state.status === 'loading') return <Text role="status">{LOADING_MESSAGE}</Text>;
  if (state.status === 'denied') return <Text role="status">{RENTAL_EXPANSION_MESSAGE}</Text>;
  if (state.status === 'failed' || state.response.data.length === 0)
    return <Text role="status">{RENTAL_HISTORY_EMPTY_MESSAGE}</Text>;
  const { response } = state;
  return (
    <Stack gap="xs">
      {response.tableNote && <Text size="sm">{response.tableNote}</Text>}
      {/* Part 2 §9's rental quarters are not calendar quarters: said beside the rows, and in the PDF. */}
      {timeType === 'quarter' && (
        <Text size="sm">
          {RENTAL_QUARTER_NOTE} {rentalQuartersText()}.
        </Text>
      )}
      <ExpandableTable
        label={label}
        columns={response.tableHeaders.data}
        rows={response.data}
        rowKey={(row) => row.period}
      />
      {response.tableNoteFooter && <Text size="sm">{response.tableNoteFooter}</Text>}
    </Stack>
  );
}

/**
 * The rental historical table (part 2 §2.11): one building's rental history by month or by rental
 * quarter, each period expanding to its unit types. The filters open with 'Open Filters'; Search
 * runs the history call with them, Clear Filters brings back the defaults (quarter mode on the
 * chart config's quarters). The help button opens the shell's help drawer. The project profile
 * embeds it for old stock (part 2 §2.9), the rental profile for its property (part 2 §2.8).
 */
export function RentalHistoricalTable({ source, bounds, timeRangeOptions }: RentalHistoricalTableProps) {
  const titleId = useId();
  const panelId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [draft, setDraft] = useState<HistoryFilters>(() => defaultFilters(bounds));
  const [search, setSearch] = useState<AppliedSearch>(() => ({ filters: defaultFilters(bounds), run: 0 }));
  const state = useRentalHistory(source, search);

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="center">
        <Title order={2} id={titleId}>
          {RENTAL_HISTORY_TITLE}
        </Title>
        <Group gap="xs" data-pdf-exclude>
          <Button
            variant="light"
            aria-expanded={filtersOpen}
            aria-controls={filtersOpen ? panelId : undefined}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? HIDE_FILTERS_LABEL : OPEN_FILTERS_LABEL}
          </Button>
          <Button variant="subtle" onClick={() => void openHelp(RENTAL_HISTORY_HOW_TO_ID)}>
            {HELP_LABEL}
          </Button>
        </Group>
      </Group>
      <Collapse expanded={filtersOpen} keepMounted={false} id={panelId} data-pdf-exclude>
        <FiltersForm
          bounds={bounds}
          timeRangeOptions={timeRangeOptions}
          draft={draft}
          onChange={setDraft}
          onSearch={() => setSearch((previous) => ({ filters: draft, run: previous.run + 1 }))}
          onClear={() => setDraft(defaultFilters(bounds))}
        />
      </Collapse>
      <HistoryBody state={state} label={RENTAL_HISTORY_TITLE} timeType={search.filters.timeType} />
    </Stack>
  );
}
