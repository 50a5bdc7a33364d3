import { Card, Group, MultiSelect, Select, Stack, TextInput, type ComboboxData } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { RegionConfig } from '@contract/geography';
import { FullTextSearchInput } from '../../../components/filters/full-text-search-input';
import { MarketSelect } from '../../../components/market-select/market-select';
import { useLatestCallback } from '../../../lib/use-latest-callback';
import { useStableList } from '../../../lib/use-stable-list';
import { PROPERTY_TYPE_LABEL, SALE_DATE_FROM_LABEL, SALE_DATE_TO_LABEL } from './sales-search-constants';
import { withFullTextSearch, withMunicipalities, withRegions, withSaleDate } from './sales-search-state';
import {
  municipalityIdsOf,
  regionIdsOf,
  subTypeIdsOf,
  withPropertySubTypes,
  type SalesSearch,
  type SalesSearchOptions,
} from '@contract/sales-search-request';

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
  const subTypeGroups = useMemo(
    () =>
      options.basic.propertyTypes.map((type) => ({
        group: type.name,
        items: type.sub_property_types.map((subType) => ({ value: String(subType.id), label: subType.name })),
      })),
    [options.basic],
  );
  // Each picker renders again only when its own value changes: typing a date or a filter does
  // not render the dozens of sub-type pills and places again.
  const chosen = useStableList(subTypeIdsOf(draft));
  const regionIds = useStableList(regionIdsOf(draft));
  const municipalityIds = useStableList(municipalityIdsOf(draft));
  const onSubTypes = useLatestCallback((ids: string[]) => onChange(withPropertySubTypes(options, draft, ids)));
  const onRegions = useLatestCallback((ids: string[]) => onChange(withRegions(options, draft, ids)));
  const onMunicipalities = useLatestCallback((ids: string[]) => onChange(withMunicipalities(draft, ids)));

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
        <PropertyTypePicker
          single={options.searchType === 'sales-market-data'}
          groups={subTypeGroups}
          chosen={chosen}
          onChange={onSubTypes}
        />
        <FullTextSearchInput
          value={draft.fullTextSearch}
          onChange={(typed) => onChange(withFullTextSearch(draft, typed))}
        />
        <MarketSelect
          regions={regions}
          regionIds={regionIds}
          municipalityIds={municipalityIds}
          submarketIds={NO_IDS}
          showSubmarkets={false}
          onRegionsChange={onRegions}
          onMunicipalitiesChange={onMunicipalities}
          onSubmarketsChange={ignoreSubmarkets}
        />
      </Stack>
    </Card>
  );
});

const NO_IDS: readonly string[] = [];
/** Sales have no submarket control (part 2 §2.5). */
function ignoreSubmarkets(): void {}

interface PropertyTypePickerProps {
  /** Market data takes exactly one sub-type, the sales search several (part 2 §5). */
  single: boolean;
  groups: ComboboxData;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}

/** The property type control: the 38 sales sub-types by property type. */
const PropertyTypePicker = memo(function PropertyTypePicker({
  single,
  groups,
  chosen,
  onChange,
}: PropertyTypePickerProps) {
  return single ? (
    <Select
      label={PROPERTY_TYPE_LABEL}
      placeholder="Select a property type"
      data={groups}
      value={chosen[0] ?? null}
      onChange={(value) => onChange(value === null ? [] : [value])}
      searchable
      required
    />
  ) : (
    <MultiSelect
      label={PROPERTY_TYPE_LABEL}
      placeholder="Select property types"
      data={groups}
      value={[...chosen]}
      onChange={onChange}
      searchable
      clearable
      required
    />
  );
});
