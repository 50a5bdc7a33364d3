import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { DisplayRow } from '../../engine/engine-api';
import { ROW_ACTION_LABELS } from './results-table-constants';
import { AddIcon, ProjectsIcon, RemoveIcon, ZoomIcon } from './table-icons';

/**
 * What a row offers (part 1 §2 "Row action tooltips"). The view decides which actions a row
 * has: compare on project rows, Zoom and the Projects link on market rows.
 */
export type RowAction =
  | { kind: 'addToCompare' | 'removeFromCompare' | 'zoom'; onSelect: (row: DisplayRow) => void }
  /** Market rows: project search for the row's geography (an app href, same tab). */
  | { kind: 'projects'; href: string };

export type RowActionsOf = (row: DisplayRow) => readonly RowAction[];

const ICONS = {
  addToCompare: AddIcon,
  removeFromCompare: RemoveIcon,
  zoom: ZoomIcon,
  projects: ProjectsIcon,
} as const;

export function RowActions({ row, actions }: { row: DisplayRow; actions: readonly RowAction[] }) {
  return (
    <Group gap={2} wrap="nowrap">
      {actions.map((action) => {
        const label = ROW_ACTION_LABELS[action.kind];
        const IconOfAction = ICONS[action.kind];
        return (
          <Tooltip key={action.kind} label={label} withinPortal>
            {action.kind === 'projects' ? (
              <ActionIcon component="a" href={action.href} variant="subtle" size="sm" aria-label={label}>
                <IconOfAction />
              </ActionIcon>
            ) : (
              <ActionIcon variant="subtle" size="sm" aria-label={label} onClick={() => action.onSelect(row)}>
                <IconOfAction />
              </ActionIcon>
            )}
          </Tooltip>
        );
      })}
    </Group>
  );
}
