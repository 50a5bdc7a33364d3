import { Button, Checkbox, Popover, ScrollArea, Stack } from '@mantine/core';
import type { ColumnDefinition } from '@contract/columns';
import { canHideColumn, withAllColumnsVisible, withColumnVisible } from './column-visibility';
import { COLUMN_TOGGLE_LABEL, SELECT_ALL_LABEL } from './results-table-constants';
import { ColumnsIcon } from './table-icons';

interface ColumnToggleProps {
  columns: readonly ColumnDefinition[];
  /** Visible keys, resolved (never null). */
  visible: readonly string[];
  onChange: (visible: string[]) => void;
}

/** Select All plus one checkbox per column; the first column's checkbox is disabled (part 1 §2). */
export function ColumnToggle({ columns, visible, onChange }: ColumnToggleProps) {
  const shown = new Set(visible);
  const allShown = columns.every((column) => shown.has(column.key));
  const someHidden = !allShown;
  const anyHideableShown = columns.some((column) => canHideColumn(columns, column.key) && shown.has(column.key));
  return (
    <Popover position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" size="xs" leftSection={<ColumnsIcon />}>
          {COLUMN_TOGGLE_LABEL}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ScrollArea.Autosize mah={360} type="auto">
          <Stack gap={6} pr="sm">
            <Checkbox
              label={SELECT_ALL_LABEL}
              checked={allShown}
              indeterminate={someHidden && anyHideableShown}
              onChange={(event) => onChange(withAllColumnsVisible(columns, event.currentTarget.checked))}
            />
            {columns.map((column) => (
              <Checkbox
                key={column.key}
                label={column.group === undefined ? column.label : `${column.group}: ${column.label}`}
                checked={shown.has(column.key)}
                disabled={!canHideColumn(columns, column.key)}
                onChange={(event) =>
                  onChange(withColumnVisible(columns, visible, column.key, event.currentTarget.checked))
                }
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
