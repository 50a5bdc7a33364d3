import { plainAnchor } from '../links/plain-anchor';
import { ROW_ACTION_LABELS } from './results-table-constants';
import classes from './results-table.module.css';
import { ROW_ACTION_TOOLTIP_ATTRIBUTE } from './row-action-tooltip';
import type { DisplayRow } from '@contract/engine';

/**
 * What a row offers (part 1 §2 "Row action tooltips"). The view decides which actions a row
 * has: compare on project rows, Zoom and the Projects link on market rows.
 */
export type RowAction =
  | { kind: 'addToCompare' | 'removeFromCompare' | 'zoom'; onSelect: (row: DisplayRow) => void }
  /** Market rows: project search for the row's geography (an app href, same tab). */
  | { kind: 'projects'; href: string };

export type RowActionsOf = (row: DisplayRow) => readonly RowAction[];

const ICON_CLASSES: Record<RowAction['kind'], string | undefined> = {
  addToCompare: classes.iconAddToCompare,
  removeFromCompare: classes.iconRemoveFromCompare,
  zoom: classes.iconZoom,
  projects: classes.iconProjects,
};

/**
 * The row's action buttons; their tooltips come from the table's RowActionTooltip. Plain
 * elements styled like Mantine's subtle ActionIcon: rows scrolled into view mount these for
 * every row, and a Mantine ActionIcon (its hooks and per-element CSS variables) made each
 * scrolled frame's render and style recalculation measurably longer.
 */
export function RowActions({ row, actions }: { row: DisplayRow; actions: readonly RowAction[] }) {
  return (
    <span className={classes.rowActions}>
      {actions.map((action) => {
        const label = ROW_ACTION_LABELS[action.kind];
        const icon = <span aria-hidden="true" className={`${classes.rowActionIcon} ${ICON_CLASSES[action.kind]}`} />;
        const tooltip = { [ROW_ACTION_TOOLTIP_ATTRIBUTE]: label };
        return action.kind === 'projects' ? (
          plainAnchor(action.href, icon, {
            key: action.kind,
            className: classes.rowAction,
            'aria-label': label,
            ...tooltip,
          })
        ) : (
          <button
            key={action.kind}
            type="button"
            className={classes.rowAction}
            aria-label={label}
            onClick={() => action.onSelect(row)}
            {...tooltip}
          >
            {icon}
          </button>
        );
      })}
    </span>
  );
}
