import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { DisplayRow } from '../../engine/engine-api';
import type { RowAction, RowActionsOf } from '../../components/results-table/row-actions';
import { requestAddProjectToCompare, removeProjectFromCompare } from '../../state/compare-list-rules';
import { compareListsStore } from '../../state/compare-lists';

function projectIdOf(row: DisplayRow): number | null {
  const value = row.values['project_id'] ?? row.values['id'];
  const id = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(id) ? id : null;
}

/**
 * Add To / Remove From Compare List on the project rows of a tab. The rules (one standing, the
 * cap, the dialogs) are the projects feature's, shared through src/state/compare-list-rules.ts;
 * the standing is the tab's, since a landing group holds one standing.
 */
export function useProjectCompareActions(projectStanding: string): RowActionsOf {
  const { projects } = useSnapshot(compareListsStore);
  return useCallback(
    (row: DisplayRow): readonly RowAction[] => {
      if (row.kind !== 'leaf') return [];
      const projectId = projectIdOf(row);
      if (projectId === null) return [];
      const listed = projects.some((entry) => String(entry.id) === String(projectId));
      if (listed) return [{ kind: 'removeFromCompare', onSelect: () => removeProjectFromCompare(projectId) }];
      return [
        {
          kind: 'addToCompare',
          onSelect: () => {
            requestAddProjectToCompare({ projectId, projectStanding }).catch((error: unknown) =>
              console.warn('Could not add the project to the compare list', error),
            );
          },
        },
      ];
    },
    [projects, projectStanding],
  );
}
