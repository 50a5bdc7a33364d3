import { Button, Group, MultiSelect, Stack } from '@mantine/core';
import { memo, useMemo } from 'react';
import type { RegionConfig } from '@contract/geography';

/**
 * Region, Municipality and Submarket multi-selects with select-all (part 1 §2 Basic Search
 * card). Municipality is disabled until a region is chosen, Submarket until a region and a
 * municipality are (part 1 §4); dropping parents is the owner's rule, applied in its onChange.
 */
export interface MarketSelectProps {
  regions: readonly RegionConfig[];
  regionIds: readonly string[];
  municipalityIds: readonly string[];
  submarketIds: readonly string[];
  /** Regions that cannot be chosen for the current search (listed disabled; select-all skips them). */
  disabledRegionIds?: ReadonlySet<string>;
  /** Market history has no submarket control when it is not wanted. */
  showSubmarkets?: boolean;
  onRegionsChange: (ids: string[]) => void;
  onMunicipalitiesChange: (ids: string[]) => void;
  onSubmarketsChange: (ids: string[]) => void;
}

/** The control labels; the export's About sheet names the chosen places by them too. */
export const MARKET_SELECT_LABELS = {
  region: 'Region',
  municipality: 'Municipality',
  submarket: 'Submarket',
} as const;

interface Option {
  value: string;
  label: string;
  disabled?: boolean;
}

function byWeightThenName<T extends { weight: number; name: string }>(a: T, b: T): number {
  return a.weight - b.weight || a.name.localeCompare(b.name);
}

function SelectAll({
  label,
  options,
  selected,
  onChange,
  disabled,
}: {
  label: string;
  options: readonly Option[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
}) {
  const selectable = options.filter((option) => option.disabled !== true).map((option) => option.value);
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.includes(id));
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      disabled={disabled || selectable.length === 0}
      onClick={() => onChange(allSelected ? [] : selectable)}
      aria-label={`${allSelected ? 'Clear all' : 'Select all'} ${label}`}
    >
      {allSelected ? 'Clear All' : 'Select All'}
    </Button>
  );
}

/** Memoized: given stable ids and callbacks, it renders only when the places chosen change. */
export const MarketSelect = memo(function MarketSelect({
  regions,
  regionIds,
  municipalityIds,
  submarketIds,
  disabledRegionIds,
  showSubmarkets = true,
  onRegionsChange,
  onMunicipalitiesChange,
  onSubmarketsChange,
}: MarketSelectProps) {
  const regionOptions = useMemo<Option[]>(
    () =>
      [...regions].sort(byWeightThenName).map((region) => ({
        value: String(region.id),
        label: region.name,
        disabled: disabledRegionIds?.has(String(region.id)) ?? false,
      })),
    [regions, disabledRegionIds],
  );
  const chosenRegions = useMemo(
    () => regions.filter((region) => regionIds.includes(String(region.id))).sort(byWeightThenName),
    [regions, regionIds],
  );
  const municipalityOptions = useMemo<Option[]>(
    () =>
      chosenRegions.flatMap((region) =>
        [...region.municipalities]
          .sort(byWeightThenName)
          .map((municipality) => ({ value: String(municipality.id), label: municipality.name })),
      ),
    [chosenRegions],
  );
  const submarketOptions = useMemo<Option[]>(
    () =>
      chosenRegions
        .flatMap((region) => region.municipalities)
        .filter((municipality) => municipalityIds.includes(String(municipality.id)))
        .sort(byWeightThenName)
        .flatMap((municipality) =>
          [...municipality.submarkets]
            .sort(byWeightThenName)
            .map((submarket) => ({ value: String(submarket.id), label: submarket.name })),
        ),
    [chosenRegions, municipalityIds],
  );

  const municipalityDisabled = regionIds.length === 0;
  const submarketDisabled = regionIds.length === 0 || municipalityIds.length === 0;

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <MultiSelect
          style={{ flex: 1 }}
          label={MARKET_SELECT_LABELS.region}
          placeholder="Select regions"
          data={regionOptions}
          value={[...regionIds]}
          onChange={onRegionsChange}
          searchable
          clearable
        />
        <SelectAll
          label={MARKET_SELECT_LABELS.region}
          options={regionOptions}
          selected={regionIds}
          onChange={onRegionsChange}
          disabled={false}
        />
      </Group>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <MultiSelect
          style={{ flex: 1 }}
          label={MARKET_SELECT_LABELS.municipality}
          placeholder="Select municipalities"
          data={municipalityOptions}
          value={[...municipalityIds]}
          onChange={onMunicipalitiesChange}
          disabled={municipalityDisabled}
          searchable
          clearable
        />
        <SelectAll
          label={MARKET_SELECT_LABELS.municipality}
          options={municipalityOptions}
          selected={municipalityIds}
          onChange={onMunicipalitiesChange}
          disabled={municipalityDisabled}
        />
      </Group>
      {showSubmarkets && (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <MultiSelect
            style={{ flex: 1 }}
            label={MARKET_SELECT_LABELS.submarket}
            placeholder="Select submarkets"
            data={submarketOptions}
            value={[...submarketIds]}
            onChange={onSubmarketsChange}
            disabled={submarketDisabled}
            searchable
            clearable
          />
          <SelectAll
            label={MARKET_SELECT_LABELS.submarket}
            options={submarketOptions}
            selected={submarketIds}
            onChange={onSubmarketsChange}
            disabled={submarketDisabled}
          />
        </Group>
      )}
    </Stack>
  );
});
