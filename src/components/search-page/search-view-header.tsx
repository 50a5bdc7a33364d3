import { Group, SegmentedControl, Title } from '@mantine/core';
import { memo } from 'react';

interface SearchViewHeaderProps<View extends string> {
  title: string;
  /** Names the view switch for assistive technology, e.g. "Project views". */
  switchLabel: string;
  view: View;
  views: ReadonlyArray<{ value: View; label: string }>;
  onView: (view: View) => void;
}

/** A search page's heading with the switch between its views (part 1 §2, part 2 §2.5). */
function SearchViewHeaderView<View extends string>({
  title,
  switchLabel,
  view,
  views,
  onView,
}: SearchViewHeaderProps<View>) {
  return (
    <Group justify="space-between">
      <Title order={1} size="h2">
        {title}
      </Title>
      <SegmentedControl
        aria-label={switchLabel}
        value={view}
        onChange={(value) => {
          const to = views.find((option) => option.value === value);
          if (to !== undefined) onView(to.value);
        }}
        data={[...views]}
      />
    </Group>
  );
}

/** Memoized: a sort or a result of the page does not render the heading again. */
export const SearchViewHeader = memo(SearchViewHeaderView) as typeof SearchViewHeaderView;
