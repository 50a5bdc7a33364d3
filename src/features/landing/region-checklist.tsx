import { memo } from 'react';
import { Checkbox, Fieldset, Stack } from '@mantine/core';
import type { LandingRegion } from '@contract/urban-landing';
import { REGIONS_LEGEND, SELECT_REGION_LABEL } from './landing-constants';
import {
  isSuperRegionDisabled,
  isSuperRegionSelected,
  superRegionMembers,
  toggleAllRegions,
  toggleRegion,
  toggleSuperRegion,
  type SuperRegionOption,
} from '@contract/landing-regions';

interface RegionChecklistProps {
  regions: readonly LandingRegion[];
  superRegions: readonly SuperRegionOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

function RegionCheckbox({
  region,
  selected,
  onToggle,
}: {
  region: LandingRegion;
  selected: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <Checkbox
      label={region.name}
      checked={selected}
      disabled={region.disabled}
      onChange={() => onToggle(region.id)}
      size="xs"
    />
  );
}

/** Select Region checklist with super-region groups and their child regions (part 1 §2, §4). */
/**
 * Memoized: the page re-renders whenever a tab's view changes, and the checklist's props do
 * not change then.
 */
export const RegionChecklist = memo(function RegionChecklist({
  regions,
  superRegions,
  selected,
  onChange,
}: RegionChecklistProps) {
  const chosen = new Set(selected);
  const grouped = new Set(superRegions.flatMap((superRegion) => superRegion.region_ids.map(String)));
  const ungrouped = regions.filter((region) => !grouped.has(region.id));
  const enabledCount = regions.filter((region) => !region.disabled).length;
  const onToggle = (id: string) => onChange(toggleRegion(selected, id, regions));

  return (
    <Fieldset legend={REGIONS_LEGEND} variant="unstyled">
      <Stack gap={6}>
        <Checkbox
          label={SELECT_REGION_LABEL}
          checked={selected.length > 0 && selected.length === enabledCount}
          indeterminate={selected.length > 0 && selected.length < enabledCount}
          onChange={() => onChange(toggleAllRegions(selected, regions))}
          fw={600}
        />
        {superRegions.map((superRegion) => {
          const members = superRegionMembers(superRegion, regions);
          const disabled = isSuperRegionDisabled(superRegion, regions);
          const allSelected = isSuperRegionSelected(superRegion, selected, regions);
          return (
            <Stack key={superRegion.name} gap={4} role="group" aria-label={superRegion.name}>
              <Checkbox
                label={superRegion.name}
                checked={allSelected}
                indeterminate={!allSelected && members.some((region) => chosen.has(region.id))}
                disabled={disabled}
                onChange={() => onChange(toggleSuperRegion(selected, superRegion, regions))}
              />
              <Stack gap={4} pl="lg">
                {members.map((region) => (
                  <RegionCheckbox
                    key={region.id}
                    region={region}
                    selected={chosen.has(region.id)}
                    onToggle={onToggle}
                  />
                ))}
              </Stack>
            </Stack>
          );
        })}
        {ungrouped.map((region) => (
          <RegionCheckbox key={region.id} region={region} selected={chosen.has(region.id)} onToggle={onToggle} />
        ))}
      </Stack>
    </Fieldset>
  );
});
