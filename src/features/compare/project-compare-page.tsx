import { useSnapshot } from 'valtio';
import { compareListsStore } from '../../state/compare-lists';
import { clearProjectCompareList, removeProjectFromCompare } from '../../state/compare-list-rules';
import { ComparePage, type ComparePageBaseline } from './compare-page';

export const PROJECT_COMPARE_TITLE = 'Compare Selected Projects';

/** /project/compare (part 2 §2.12): one column per project; DETAILS goes to ./{projectId}. */
export function ProjectComparePage({ baselineId, onBaselineChange }: ComparePageBaseline) {
  const { projects } = useSnapshot(compareListsStore);
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
      emptyText="There are no projects in your compare list."
    />
  );
}
