import { useEffect } from 'react';
import { pageTitle } from '@contract/shell-constants';

/** Sets the document title for the page (part 1 §2), e.g. "Map Search | Marketview". */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
