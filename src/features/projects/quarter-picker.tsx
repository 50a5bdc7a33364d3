import { Group, Select } from '@mantine/core';
import { quarterLabel } from '@contract/project-search-period';

export interface QuarterPickerProps {
  /** 'Search', 'From' or 'To': the selects read '{label} Year' and '{label} Quarter' (part 1 §2). */
  label: string;
  years: readonly number[];
  quarters: readonly number[];
  year: string | undefined;
  quarter: string | undefined;
  onYear: (value: string) => void;
  onQuarter: (value: string) => void;
}

/** A year select and a quarter select side by side (Search Quarter, Search Quarter Range). */
export function QuarterPicker({ label, years, quarters, year, quarter, onYear, onQuarter }: QuarterPickerProps) {
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
        data={quarters.map((value) => ({ value: String(value), label: quarterLabel(value) }))}
        value={quarter ?? null}
        onChange={(value) => value !== null && onQuarter(value)}
        allowDeselect={false}
        w={90}
      />
    </Group>
  );
}
