import { useEffect } from 'react';
import { showSnackbar } from '../../state/snackbar';
import { droppedParamsMessage } from './route-param-check';

/**
 * Tells the user once what a search page dropped from its address (route-param-check.ts): the
 * notice and a console warning. `dropped` keeps its identity while the route does (a memo).
 */
export function useDroppedParamsNotice(dropped: readonly string[]): void {
  useEffect(() => {
    if (dropped.length === 0) return;
    console.warn('Search settings ignored:', dropped);
    showSnackbar(droppedParamsMessage(dropped));
  }, [dropped]);
}
