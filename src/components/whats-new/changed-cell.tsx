import type { ReactNode } from 'react';
import type { DisplayRow } from '@contract/engine';
import { visitRowKey, type FieldChange, type VisitDiff, type WatchedEntity } from '@contract/visits';
import type { ChangedCellOf } from '../results-table/body-columns';
import { changeText } from './changes-panel';
import { changedCellsOf, rowIdOf } from './visit-state';
import classes from './whats-new.module.css';
import { WHATS_NEW_TEXT } from './whats-new-text';

/** Marks the cells whose field changed since the last visit (ChangedValue). One map lookup per cell. */
export function changedCellOf(entity: WatchedEntity, diff: VisitDiff): ChangedCellOf | undefined {
  const cells = changedCellsOf(diff);
  if (cells.size === 0) return undefined;
  return (row: DisplayRow, columnKey: string, content: ReactNode) => {
    if (row.kind !== 'leaf') return content;
    const id = rowIdOf(entity, row.values);
    const change = id === null ? undefined : cells.get(visitRowKey(entity, id))?.get(columnKey);
    if (change === undefined) return content;
    return (
      <ChangedValue change={change} field={columnKey}>
        {content}
      </ChangedValue>
    );
  };
}

/**
 * A value changed since the last visit: highlighted, the old value written beside it ("was ...")
 * and the whole change in its title.
 */
export function ChangedValue({ change, field, children }: { change: FieldChange; field: string; children: ReactNode }) {
  const before = changeText(change, change.before);
  return (
    <span
      className={classes.changed}
      title={WHATS_NEW_TEXT.changedCell(change.label, before, changeText(change, change.value))}
      data-changed-field={field}
    >
      {children}{' '}
      <span className={classes.before}>
        ({WHATS_NEW_TEXT.was} {before})
      </span>
    </span>
  );
}
