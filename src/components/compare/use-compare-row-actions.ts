import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { CellValue } from '@contract/search';
import { removeProjectFromCompare } from '../../state/compare-list-rules';
import { compareListsStore } from '../../state/compare-lists';
import { removeRentalFromCompare } from '../../state/rental-compare-rules';
import type { RowAction, RowActionsOf } from '../results-table/row-actions';
import { addProjectToCompare, addRentalToCompare } from './compare-actions';
import type { DisplayRow } from '@contract/engine';

function idFrom(value: CellValue | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(id) ? id : null;
}

/**
 * Project rows carry `project_id` (old-stock rows too, where `id` is the rental property's);
 * other project rows only `id`.
 */
function projectIdOf(row: DisplayRow): number | null {
  return idFrom(row.values['project_id'] ?? row.values['id']);
}

/**
 * Rental property rows (rental search, project search at the oldstock standing, the landing
 * page's oldstock tab) carry `property_id`; `id` is the same property.
 */
function rentalIdOf(row: DisplayRow): number | null {
  return idFrom(row.values['property_id'] ?? row.values['id']);
}

function useCompareRowActions(
  listedIds: ReadonlyArray<number | string>,
  idOf: (row: DisplayRow) => number | null,
  add: (id: number) => void,
  remove: (id: number) => void,
): RowActionsOf {
  const listed = useMemo(() => new Set(listedIds.map(String)), [listedIds]);
  return useCallback(
    (row: DisplayRow): readonly RowAction[] => {
      // Part 1 §2: compare actions belong to the entity rows, never to header or total rows.
      if (row.kind !== 'leaf') return [];
      const id = idOf(row);
      if (id === null) return [];
      return listed.has(String(id))
        ? [{ kind: 'removeFromCompare', onSelect: () => remove(id) }]
        : [{ kind: 'addToCompare', onSelect: () => add(id) }];
    },
    [listed, idOf, add, remove],
  );
}

/**
 * Add To / Remove From Compare List on project rows, by the project compare-list rules. The
 * standing is the search's or tab's (one result set holds one standing); it decides whether
 * the clear-list dialog opens.
 */
export function useProjectCompareRowActions(projectStanding: string): RowActionsOf {
  const { projects } = useSnapshot(compareListsStore);
  const listedIds = useMemo(() => projects.map((entry) => entry.id), [projects]);
  const add = useCallback(
    (projectId: number) => addProjectToCompare({ projectId, projectStanding }),
    [projectStanding],
  );
  return useCompareRowActions(listedIds, projectIdOf, add, removeProjectFromCompare);
}

/** Add To / Remove From Compare List on rental property rows, by the rental compare-list rules. */
export function useRentalCompareRowActions(): RowActionsOf {
  const { rentals } = useSnapshot(compareListsStore);
  const listedIds = useMemo(() => rentals.map((entry) => entry.id), [rentals]);
  return useCompareRowActions(listedIds, rentalIdOf, addRentalToCompare, removeRentalFromCompare);
}
