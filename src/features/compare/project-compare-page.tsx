import { useSnapshot } from 'valtio';
import { compareListsStore } from '../../state/compare-lists';
import { clearProjectCompareList, removeProjectFromCompare } from '../../state/compare-list-rules';
import { ComparePage } from './compare-page';

export const PROJECT_COMPARE_TITLE = 'Compare Selected Projects';

/** /project/compare (part 2 §2.12): one column per project; DETAILS goes to ./{projectId}. */
export function ProjectComparePage() {
  const { projects } = useSnapshot(compareListsStore);
  return (
    <ComparePage
      title={PROJECT_COMPARE_TITLE}
      entries={projects}
      detailsUrl={(id) => `/project/${String(id)}`}
      clearLabel="Clear All Projects"
      onClear={clearProjectCompareList}
      onRemove={removeProjectFromCompare}
      emptyText="There are no projects in your compare list."
    />
  );
}
