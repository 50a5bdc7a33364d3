import { Card, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { typeStandingKey, type ProjectType } from '@contract/product-facts';
import type { ProjectDatatype } from '@contract/urban-options';
import { URL_SAFE_MESSAGE } from '@contract/messages';
import { MarketSelect } from '../../components/market-select/market-select';
import { hasUnsafeCharacters } from '@contract/url-safe';
import {
  dateRangeOf,
  enabledStandings,
  listOf,
  offersMonths,
  quarterOptions,
  textOf,
  withFullTextSearch,
  withMunicipalities,
  withProjectType,
  withRangeBound,
  withRegionSelection,
  withStanding,
  withTimeType,
  yearOptions,
  type ProjectSearch,
  type ProjectSearchOptions,
} from './project-search-state';

export interface BasicSearchCardProps {
  context: ProjectSearchOptions;
  datatypes: readonly ProjectDatatype[];
  draft: ProjectSearch;
  onChange: (next: ProjectSearch) => void;
}

function monthsBetween(first: string | undefined, last: string | undefined): string[] {
  if (first === undefined || last === undefined) return [];
  const months: string[] = [];
  let [year, month] = last.split('-').map(Number) as [number, number];
  const [firstYear, firstMonth] = first.split('-').map(Number) as [number, number];
  while (year > firstYear || (year === firstYear && month >= firstMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return months;
}

function QuarterPicker({
  label,
  years,
  quarters,
  year,
  quarter,
  onYear,
  onQuarter,
}: {
  label: string;
  years: readonly number[];
  quarters: readonly number[];
  year: string | undefined;
  quarter: string | undefined;
  onYear: (value: string) => void;
  onQuarter: (value: string) => void;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={`${label} Year`}
        data={years.map(String)}
        value={year ?? null}
        onChange={(value) => value !== null && onYear(value)}
        allowDeselect={false}
        w={110}
      />
      <Select
        label={`${label} Quarter`}
        data={quarters.map((value) => ({ value: String(value), label: `Q${value}` }))}
        value={quarter ?? null}
        onChange={(value) => value !== null && onQuarter(value)}
        allowDeselect={false}
        w={90}
      />
    </Group>
  );
}

/** The Basic Search card (part 1 §2): type, standing, time, full text and market selection. */
export function BasicSearchCard({ context, datatypes, draft, onChange }: BasicSearchCardProps) {
  const projectType = (textOf(draft['projectType']) ?? 'condo') as ProjectType;
  const standing = textOf(draft['projectStanding']);
  const regionIds = listOf(draft['regionId[]']);
  const enabled = enabledStandings(context.regions, projectType, regionIds);
  const range = dateRangeOf(context, draft);
  const years = yearOptions(range);
  const [unsafeText, setUnsafeText] = useState(false);
  const [text, setText] = useState(textOf(draft['fullTextSearch']) ?? '');
  const draftText = textOf(draft['fullTextSearch']) ?? '';
  // The draft is reset from the route after a navigation: show its text then.
  const [shownDraftText, setShownDraftText] = useState(draftText);
  if (draftText !== shownDraftText) {
    setShownDraftText(draftText);
    setText(draftText);
  }

  const disabledRegionIds = useMemo(() => {
    const key = typeStandingKey(projectType, standing ?? '');
    return new Set(
      context.regions.filter((region) => region.disable_maps[key] === true).map((region) => String(region.id)),
    );
  }, [context.regions, projectType, standing]);

  const monthMode = offersMonths(context, draft);
  const months = monthsBetween(range?.min_month, range?.max_month);
  const standingOptions = datatypes.find((datatype) => datatype.type === projectType)?.standings ?? [];

  const yearQuarter = (yearKey: string, quarterKey: string, value: string, which: 'year' | 'quarter') => {
    if (which === 'quarter') return { ...draft, [quarterKey]: value };
    const quarters = quarterOptions(range, Number(value));
    const quarter = Number(textOf(draft[quarterKey]));
    return {
      ...draft,
      [yearKey]: value,
      [quarterKey]: String(quarters.includes(quarter) ? quarter : (quarters[quarters.length - 1] ?? '')),
    };
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="basic-search-title">
      <Title order={2} size="h4" id="basic-search-title" mb="sm">
        Basic Search
      </Title>
      <Stack gap="sm">
        <Radio.Group
          label="Project Type"
          value={projectType}
          onChange={(value) => onChange(withProjectType(context, draft, value as ProjectType))}
        >
          <Group gap="md" mt={4}>
            {datatypes.map((datatype) => (
              <Radio key={datatype.type} value={datatype.type} label={datatype.label} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label="Project Standing"
          value={standing ?? null}
          onChange={(value) => onChange(withStanding(context, draft, value))}
        >
          <Group gap="md" mt={4}>
            {standingOptions.map((option) => (
              <Radio
                key={option.standing}
                value={option.standing}
                label={option.label}
                disabled={!enabled.includes(option.standing)}
              />
            ))}
          </Group>
        </Radio.Group>

        {monthMode && (
          <Radio.Group
            label="Search Period"
            value={draft['timeType'] === 'months' ? 'months' : 'quarters'}
            onChange={(value) => onChange(withTimeType(context, draft, value as 'months' | 'quarters'))}
          >
            <Group gap="md" mt={4}>
              <Radio value="months" label="Search by Month" />
              <Radio value="quarters" label="Search by Quarter" />
            </Group>
          </Radio.Group>
        )}

        {context.searchType === 'market-history' ? (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              Search Quarter Range
            </Text>
            <Group gap="md" align="flex-end">
              <QuarterPicker
                label="From"
                years={years}
                quarters={quarterOptions(range, Number(draft['year_start']))}
                year={textOf(draft['year_start'])}
                quarter={textOf(draft['qtr_start'])}
                onYear={(value) =>
                  onChange(withRangeBound(yearQuarter('year_start', 'qtr_start', value, 'year'), 'year_start', value))
                }
                onQuarter={(value) => onChange(withRangeBound(draft, 'qtr_start', value))}
              />
              <QuarterPicker
                label="To"
                years={years.filter((year) => year >= Number(draft['year_start'] ?? 0))}
                quarters={quarterOptions(range, Number(draft['year_end'])).filter(
                  (quarter) => draft['year_end'] !== draft['year_start'] || quarter >= Number(draft['qtr_start']),
                )}
                year={textOf(draft['year_end'])}
                quarter={textOf(draft['qtr_end'])}
                onYear={(value) =>
                  onChange(withRangeBound(yearQuarter('year_end', 'qtr_end', value, 'year'), 'year_end', value))
                }
                onQuarter={(value) => onChange(withRangeBound(draft, 'qtr_end', value))}
              />
            </Group>
          </Stack>
        ) : monthMode && draft['timeType'] === 'months' ? (
          <Group gap="md" align="flex-end">
            <Select
              label="Search Month"
              data={months}
              value={textOf(draft['queryMonth']) ?? null}
              onChange={(value) => value !== null && onChange({ ...draft, queryMonth: value })}
              allowDeselect={false}
              w={140}
            />
            <Select
              label="Select Data Time Range"
              data={context.searchFilters.componentConfiguration.timeRangeOptions}
              value={textOf(draft['timeRange']) ?? null}
              onChange={(value) => value !== null && onChange({ ...draft, timeRange: value })}
              allowDeselect={false}
              w={180}
            />
          </Group>
        ) : (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              Search Quarter
            </Text>
            <QuarterPicker
              label="Search"
              years={years}
              quarters={quarterOptions(range, Number(draft['year']))}
              year={textOf(draft['year'])}
              quarter={textOf(draft['qtr'])}
              onYear={(value) => onChange(yearQuarter('year', 'qtr', value, 'year'))}
              onQuarter={(value) => onChange(yearQuarter('year', 'qtr', value, 'quarter'))}
            />
          </Stack>
        )}

        <TextInput
          label="Full Text Search"
          placeholder="Search Text"
          aria-label="Search Text"
          value={text}
          error={unsafeText ? URL_SAFE_MESSAGE : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setUnsafeText(hasUnsafeCharacters(value));
            setText(value);
            onChange(withFullTextSearch(draft, value));
          }}
        />

        <MarketSelect
          regions={context.regions}
          regionIds={regionIds}
          municipalityIds={listOf(draft['municipalityId[]'])}
          submarketIds={listOf(draft['submarketId[]'])}
          disabledRegionIds={disabledRegionIds}
          onRegionsChange={(ids) => onChange(withRegionSelection(context, draft, ids))}
          onMunicipalitiesChange={(ids) => onChange(withMunicipalities(context, draft, ids))}
          onSubmarketsChange={(ids) => onChange({ ...draft, 'submarketId[]': ids })}
        />
      </Stack>
    </Card>
  );
}
