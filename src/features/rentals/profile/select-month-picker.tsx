import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { monthOptions, type RentalHistoryBounds } from '../../../components/rental-historical-table/history-filters';
import { SELECT_MONTH_LABEL } from './rental-profile-constants';

/**
 * 'Select Month' (part 2 §2.8, §5): only the months of the available rental range, the same list
 * the historical table's month pickers offer; it cannot be emptied.
 */
export function SelectMonthPicker({
  bounds,
  month,
  onPick,
}: {
  bounds: RentalHistoryBounds;
  month: string;
  onPick: (month: string) => void;
}) {
  const options = useMemo(() => monthOptions(bounds), [bounds]);
  return (
    <Select
      label={SELECT_MONTH_LABEL}
      data={options}
      value={month}
      onChange={(value) => value !== null && onPick(value)}
      allowDeselect={false}
      w={200}
      data-pdf-exclude
    />
  );
}
