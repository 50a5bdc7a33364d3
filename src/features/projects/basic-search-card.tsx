import { Card, Group, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DEFAULT_PROJECT_TYPE, isProjectType, typeStandingKey } from '@contract/product-facts';
import type { ProjectDatatype } from '@contract/urban-options';
import { FullTextSearchInput } from '../../components/filters/full-text-search-input';
import { MarketSelect } from '../../components/market-select/market-select';
import {
  SEARCH_BY_MONTH_LABEL,
  SEARCH_BY_QUARTER_LABEL,
  SELECT_TIME_RANGE_LABEL,
} from '../../components/rental-historical-table/rental-historical-table-constants';
import type { ProjectSearch } from '@contract/search-params';
import { withMunicipalities } from '@contract/project-search-geography';
import { dateRangeOf, type ProjectSearchOptions } from '@contract/project-search-options';
import {
  offersMonths,
  quarterOptions,
  withRangeBound,
  withTimeType,
  monthOptions,
  withYear,
  yearOptions,
} from '@contract/project-search-period';
import { BASIC_SEARCH_LABELS, QUARTER_PICKER_PREFIXES } from './projects-constants';
import { QuarterPicker } from './quarter-picker';
import { withFullTextSearch, withProjectType, withRegionSelection, withStanding } from '@contract/project-search-state';
import { enabledStandings } from '@contract/project-standings';

export interface BasicSearchCardProps {
  context: ProjectSearchOptions;
  datatypes: readonly ProjectDatatype[];
  draft: ProjectSearch;
  onChange: (next: ProjectSearch) => void;
}

/** The Basic Search card (part 1 §2): type, standing, time, full text and market selection. */
export function BasicSearchCard({ context, datatypes, draft, onChange }: BasicSearchCardProps) {
  const projectType = isProjectType(draft.projectType) ? draft.projectType : DEFAULT_PROJECT_TYPE;
  const standing = draft.projectStanding;
  const regionIds = draft['regionId[]'] ?? [];
  const enabled = enabledStandings(context.regions, projectType, regionIds);
  const range = dateRangeOf(context, draft);
  const years = yearOptions(range);

  const disabledRegionIds = useMemo(() => {
    const key = typeStandingKey(projectType, standing ?? '');
    return new Set(
      context.regions.filter((region) => region.disable_maps[key] === true).map((region) => String(region.id)),
    );
  }, [context.regions, projectType, standing]);

  const monthMode = offersMonths(context, draft);
  const months = monthOptions(range);
  const standingOptions = datatypes.find((datatype) => datatype.type === projectType)?.standings ?? [];

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="basic-search-title">
      <Title order={2} size="h4" id="basic-search-title" mb="sm">
        Basic Search
      </Title>
      <Stack gap="sm">
        <Radio.Group
          label={BASIC_SEARCH_LABELS.projectType}
          value={projectType}
          onChange={(value) => {
            if (isProjectType(value)) onChange(withProjectType(context, draft, value));
          }}
        >
          <Group gap="md" mt={4}>
            {datatypes.map((datatype) => (
              <Radio key={datatype.type} value={datatype.type} label={datatype.label} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={BASIC_SEARCH_LABELS.projectStanding}
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
            label={BASIC_SEARCH_LABELS.searchPeriod}
            value={draft.timeType === 'months' ? 'months' : 'quarters'}
            onChange={(value) => onChange(withTimeType(context, draft, value === 'months' ? 'months' : 'quarters'))}
          >
            <Group gap="md" mt={4}>
              <Radio value="months" label={SEARCH_BY_MONTH_LABEL} />
              <Radio value="quarters" label={SEARCH_BY_QUARTER_LABEL} />
            </Group>
          </Radio.Group>
        )}

        {context.searchType === 'market-history' ? (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              {BASIC_SEARCH_LABELS.searchQuarterRange}
            </Text>
            <Group gap="md" align="flex-end">
              <QuarterPicker
                label={QUARTER_PICKER_PREFIXES.from}
                years={years}
                quarters={quarterOptions(range, Number(draft.year_start))}
                year={draft.year_start}
                quarter={draft.qtr_start}
                onYear={(value) =>
                  onChange(withRangeBound(withYear(range, draft, 'year_start', value), 'year_start', value))
                }
                onQuarter={(value) => onChange(withRangeBound(draft, 'qtr_start', value))}
              />
              <QuarterPicker
                label={QUARTER_PICKER_PREFIXES.to}
                years={years.filter((year) => year >= Number(draft.year_start ?? 0))}
                quarters={quarterOptions(range, Number(draft.year_end)).filter(
                  (quarter) => draft.year_end !== draft.year_start || quarter >= Number(draft.qtr_start),
                )}
                year={draft.year_end}
                quarter={draft.qtr_end}
                onYear={(value) =>
                  onChange(withRangeBound(withYear(range, draft, 'year_end', value), 'year_end', value))
                }
                onQuarter={(value) => onChange(withRangeBound(draft, 'qtr_end', value))}
              />
            </Group>
          </Stack>
        ) : monthMode && draft.timeType === 'months' ? (
          <Group gap="md" align="flex-end">
            <Select
              label={BASIC_SEARCH_LABELS.searchMonth}
              data={months}
              value={draft.queryMonth ?? null}
              onChange={(value) => value !== null && onChange({ ...draft, queryMonth: value })}
              allowDeselect={false}
              w={140}
            />
            <Select
              label={SELECT_TIME_RANGE_LABEL}
              data={context.searchFilters.componentConfiguration.timeRangeOptions}
              value={draft.timeRange ?? null}
              onChange={(value) => value !== null && onChange({ ...draft, timeRange: value })}
              allowDeselect={false}
              w={180}
            />
          </Group>
        ) : (
          <Stack gap={4}>
            <Text fw={500} size="sm">
              {BASIC_SEARCH_LABELS.searchQuarter}
            </Text>
            <QuarterPicker
              label={QUARTER_PICKER_PREFIXES.search}
              years={years}
              quarters={quarterOptions(range, Number(draft.year))}
              year={draft.year}
              quarter={draft.qtr}
              onYear={(value) => onChange(withYear(range, draft, 'year', value))}
              onQuarter={(value) => onChange({ ...draft, qtr: value })}
            />
          </Stack>
        )}

        <FullTextSearchInput
          value={draft.fullTextSearch}
          onChange={(typed) => onChange(withFullTextSearch(draft, typed))}
        />

        <MarketSelect
          regions={context.regions}
          regionIds={regionIds}
          municipalityIds={draft['municipalityId[]'] ?? []}
          submarketIds={draft['submarketId[]'] ?? []}
          disabledRegionIds={disabledRegionIds}
          onRegionsChange={(ids) => onChange(withRegionSelection(context, draft, ids))}
          onMunicipalitiesChange={(ids) => onChange(withMunicipalities(context, draft, ids))}
          onSubmarketsChange={(ids) => onChange({ ...draft, 'submarketId[]': ids })}
        />
      </Stack>
    </Card>
  );
}
