import { Card, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { memo } from 'react';
import type { RegionConfig } from '@contract/geography';
import { FullTextSearchInput } from '../../../components/filters/full-text-search-input';
import { MarketSelect } from '../../../components/market-select/market-select';
import { PROPERTY_TYPE_LABEL, SALE_DATE_FROM_LABEL, SALE_DATE_TO_LABEL } from './sales-search-constants';
import {
  municipalityIdsOf,
  regionIdsOf,
  subTypeIdsOf,
  withFullTextSearch,
  withMunicipalities,
  withPropertySubTypes,
  withRegions,
  withSaleDate,
  type SalesSearch,
  type SalesSearchOptions,
} from './sales-search-state';

const SALE_DATE_BOUNDS = [
  { bound: 'from', label: SALE_DATE_FROM_LABEL },
  { bound: 'to', label: SALE_DATE_TO_LABEL },
] as const;

export interface SalesFilterPanelProps {
  options: SalesSearchOptions;
  /** The regions configuration (region > municipality), shared with the map. */
  regions: readonly RegionConfig[];
  draft: SalesSearch;
  onChange: (next: SalesSearch) => void;
}

/**
 * The sales filter panel (part 2 §2.5): sale date range, the property type control (several
 * sub-types in the sales view, one in market data), Full Text Search with the url-safe rule,
 * and region and municipality.
 *
 * Memoized: a sort or a result does not render its pickers again, only a change of the draft.
 */
export const SalesFilterPanel = memo(function SalesFilterPanel({
  options,
  regions,
  draft,
  onChange,
}: SalesFilterPanelProps) {
  const { min, max } = options.basic.saleDateRange;
  const subTypeGroups = options.basic.propertyTypes.map((type) => ({
    group: type.name,
    items: type.sub_property_types.map((subType) => ({ value: String(subType.id), label: subType.name })),
  }));
  const chosen = subTypeIdsOf(draft);
  const single = options.searchType === 'sales-market-data';

  return (
    <Card withBorder padding="md" component="section" aria-label="Sales filters">
      <Stack gap="sm">
        <Group grow align="flex-start">
          {SALE_DATE_BOUNDS.map(({ bound, label }) => (
            <TextInput
              key={bound}
              type="date"
              label={label}
              min={min}
              max={max}
              value={(bound === 'from' ? draft.saleDateRangeFrom : draft.saleDateRangeTo) ?? ''}
              onChange={(event) => onChange(withSaleDate(draft, bound, event.currentTarget.value))}
            />
          ))}
        </Group>
        {single ? (
          <Select
            label={PROPERTY_TYPE_LABEL}
            placeholder="Select a property type"
            data={subTypeGroups}
            value={chosen[0] ?? null}
            onChange={(value) => onChange(withPropertySubTypes(options, draft, value === null ? [] : [value]))}
            searchable
            required
          />
        ) : (
          <MultiSelect
            label={PROPERTY_TYPE_LABEL}
            placeholder="Select property types"
            data={subTypeGroups}
            value={chosen}
            onChange={(ids) => onChange(withPropertySubTypes(options, draft, ids))}
            searchable
            clearable
            required
          />
        )}
        <FullTextSearchInput
          value={draft.fullTextSearch}
          onChange={(typed) => onChange(withFullTextSearch(draft, typed))}
        />
        <MarketSelect
          regions={regions}
          regionIds={regionIdsOf(draft)}
          municipalityIds={municipalityIdsOf(draft)}
          submarketIds={[]}
          showSubmarkets={false}
          onRegionsChange={(ids) => onChange(withRegions(options, draft, ids))}
          onMunicipalitiesChange={(ids) => onChange(withMunicipalities(draft, ids))}
          onSubmarketsChange={() => undefined}
        />
      </Stack>
    </Card>
  );
});
