import { Card, Group, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { RegionConfig } from '@contract/geography';
import { URL_SAFE_MESSAGE } from '@contract/messages';
import { hasUnsafeCharacters } from '@contract/url-safe';
import { MarketSelect } from '../../../components/market-select/market-select';
import {
  FULL_TEXT_SEARCH_LABEL,
  PROPERTY_TYPE_LABEL,
  SALE_DATE_FROM_LABEL,
  SALE_DATE_TO_LABEL,
} from './sales-search-constants';
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
 */
export function SalesFilterPanel({ options, regions, draft, onChange }: SalesFilterPanelProps) {
  const [text, setText] = useState(draft.fullTextSearch ?? '');
  const [shownText, setShownText] = useState(draft.fullTextSearch);
  if (shownText !== draft.fullTextSearch) {
    // The draft was replaced (a new route, Clear Filters): the field shows its text.
    setShownText(draft.fullTextSearch);
    if ((draft.fullTextSearch ?? '') !== text.trim()) setText(draft.fullTextSearch ?? '');
  }
  const [unsafeText, setUnsafeText] = useState(false);
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
          <TextInput
            type="date"
            label={SALE_DATE_FROM_LABEL}
            min={min}
            max={max}
            value={draft.saleDateRangeFrom ?? ''}
            onChange={(event) => onChange(withSaleDate(draft, 'from', event.currentTarget.value))}
          />
          <TextInput
            type="date"
            label={SALE_DATE_TO_LABEL}
            min={min}
            max={max}
            value={draft.saleDateRangeTo ?? ''}
            onChange={(event) => onChange(withSaleDate(draft, 'to', event.currentTarget.value))}
          />
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
        <TextInput
          label={FULL_TEXT_SEARCH_LABEL}
          placeholder="Search Text"
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
}
