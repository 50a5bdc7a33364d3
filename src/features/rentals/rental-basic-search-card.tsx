import { Card, Group, Select, Stack, Title } from '@mantine/core';
import { memo, useMemo } from 'react';
import { MarketSelect } from '../../components/market-select/market-select';
import { monthOptions } from '../../components/rental-historical-table/history-filters';
import {
  SELECT_END_MONTH_LABEL,
  SELECT_START_MONTH_LABEL,
  SELECT_TIME_RANGE_LABEL,
} from '../../components/rental-historical-table/rental-historical-table-constants';
import type { RentalSearch } from '@contract/search-params';
import { withMunicipalities, withRegions } from '@contract/market-cascade';
import { SEARCH_MONTH_LABEL } from './rental-search-constants';
import { rentalMonthBounds, type RentalSearchOptions } from '@contract/rental-search-request';

export interface RentalBasicSearchCardProps {
  options: RentalSearchOptions;
  draft: RentalSearch;
  onChange: (next: RentalSearch) => void;
}

/**
 * The Basic Search card of the rental views (part 2 §2.7): the month panel (Search Month and
 * Select Data Time Range) or, for market history, the month-range panel, each month picker
 * bounded by the available rental months (part 2 §5); then the market selection with the
 * projects views' cascade. Memoized: its props are the form's (options, draft, setter), so an
 * answer arriving does not re-render its pickers (the market history page re-renders for it).
 */
export const RentalBasicSearchCard = memo(function RentalBasicSearchCard({
  options,
  draft,
  onChange,
}: RentalBasicSearchCardProps) {
  const months = useMemo(() => monthOptions(rentalMonthBounds(options.basic)).reverse(), [options.basic]);
  const timeRanges = options.basic.timePeriodOptions;
  const timeRange = (
    <Select
      label={SELECT_TIME_RANGE_LABEL}
      data={timeRanges}
      value={draft.timeRange ?? null}
      onChange={(value) => value !== null && onChange({ ...draft, timeRange: value })}
      allowDeselect={false}
      w={200}
    />
  );
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="rental-basic-search-title">
      <Title order={2} size="h4" id="rental-basic-search-title" mb="sm">
        Basic Search
      </Title>
      <Stack gap="sm">
        {options.searchType === 'market-history' ? (
          <Group gap="md" align="flex-end">
            <Select
              label={SELECT_START_MONTH_LABEL}
              data={months}
              value={draft.queryMonthStart ?? null}
              onChange={(value) =>
                value !== null &&
                onChange({
                  ...draft,
                  queryMonthStart: value,
                  // The range stays valid: an end before the new start moves up to it.
                  queryMonthEnd: (draft.queryMonthEnd ?? value) < value ? value : draft.queryMonthEnd,
                })
              }
              allowDeselect={false}
              w={160}
            />
            <Select
              label={SELECT_END_MONTH_LABEL}
              data={months.filter((month) => month.value >= (draft.queryMonthStart ?? ''))}
              value={draft.queryMonthEnd ?? null}
              onChange={(value) => value !== null && onChange({ ...draft, queryMonthEnd: value })}
              allowDeselect={false}
              w={160}
            />
            {timeRange}
          </Group>
        ) : (
          <Group gap="md" align="flex-end">
            <Select
              label={SEARCH_MONTH_LABEL}
              data={months}
              value={draft.queryMonth ?? null}
              onChange={(value) => value !== null && onChange({ ...draft, queryMonth: value })}
              allowDeselect={false}
              w={160}
            />
            {timeRange}
          </Group>
        )}
        <MarketSelect
          regions={options.regions}
          regionIds={draft['regionId[]'] ?? []}
          municipalityIds={draft['municipalityId[]'] ?? []}
          submarketIds={draft['submarketId[]'] ?? []}
          onRegionsChange={(ids) => onChange(withRegions(options, draft, ids))}
          onMunicipalitiesChange={(ids) => onChange(withMunicipalities(options, draft, ids))}
          onSubmarketsChange={(ids) => onChange({ ...draft, 'submarketId[]': ids })}
        />
      </Stack>
    </Card>
  );
});
