import { memo } from 'react';
import { Badge, Group } from '@mantine/core';
import type { ViewChip } from '@contract/engine';

export function chipText(chip: ViewChip): string {
  return chip.value === null || chip.value === '' ? chip.label : `${chip.label}: ${chip.value}`;
}

/** Chips for the selected regions and active filters above a results table (part 1 §2). */
export const SearchChips = memo(function SearchChips({ chips }: { chips: readonly ViewChip[] }) {
  const seen = new Set<string>();
  const unique = chips.filter((chip) => {
    const text = chipText(chip);
    if (seen.has(text)) return false;
    seen.add(text);
    return true;
  });
  if (unique.length === 0) return null;
  return (
    <Group component="ul" gap={6} aria-label="Search filters" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {unique.map((chip) => (
        <li key={chipText(chip)}>
          <Badge variant="light" color="secondary" radius="sm" tt="none">
            {chipText(chip)}
          </Badge>
        </li>
      ))}
    </Group>
  );
});
