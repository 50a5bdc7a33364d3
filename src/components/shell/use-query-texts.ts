import { useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';

/** Some keys of the route's query as text, and a writer that replaces them in the current entry. */
export interface QueryTexts<Key extends string> {
  values: Partial<Record<Key, string>>;
  /** Replaces the current history entry's values of these keys (undefined removes one). */
  write: (values: Partial<Record<Key, string>>) => void;
}

/** The select's answer while the router shows another page. */
const NONE = '';

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function textsOf<Key extends string>(
  search: Readonly<Record<string, unknown>>,
  keys: readonly Key[],
): Partial<Record<Key, string>> {
  const values: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const text = textOf(search[key]);
    if (text !== undefined) values[key] = text;
  }
  return values;
}

/**
 * A page's own view state kept in the query beside its search (beyond the spec: a link
 * restores the whole view). Subscribes to these keys only; writing replaces the entry, so a
 * sort or a tab change is not a step Back has to undo.
 */
export function useQueryTexts<Key extends string>(keys: readonly Key[]): QueryTexts<Key> {
  const router = useRouter();
  // The page's own path: while the router moves to another page, this one still renders and runs
  // effects for a moment; it must neither read nor write the next page's query.
  const [ownPath] = useState(() => router.state.location.pathname);
  const key = useRouterState({
    select: (state) =>
      state.location.pathname === ownPath ? JSON.stringify(textsOf(state.location.search, keys)) : NONE,
  });
  const navigate = useNavigate();
  const write = useCallback(
    (values: Partial<Record<Key, string>>) => {
      if (router.state.location.pathname !== ownPath) return;
      const next: Record<string, string | undefined> = {};
      for (const name of keys) next[name] = values[name];
      void navigate({
        to: '.',
        search: (previous) => ({ ...previous, ...next }),
        replace: true,
      });
    },
    // The key lists are module constants.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, router, ownPath],
  );
  const [lastKey, setLastKey] = useState(key);
  // Another page's query is not this page's change: the values stay as this page last saw them.
  const shownKey = key === NONE ? lastKey : key;
  if (key !== NONE && key !== lastKey) setLastKey(key);
  return useMemo(() => ({ values: JSON.parse(shownKey) as Partial<Record<Key, string>>, write }), [shownKey, write]);
}

/**
 * The same keys without rendering: `read` when needed, `subscribe` to each resolved navigation.
 * For a state that changes often from the page itself (a table's sort): a rendering subscription
 * would render the whole page once more after every change the page wrote.
 */
export interface QueryTextsBinding<Key extends string> {
  /** The values now, or null while the router shows another page. */
  read: () => Partial<Record<Key, string>> | null;
  write: (values: Partial<Record<Key, string>>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function useQueryTextsBinding<Key extends string>(keys: readonly Key[]): QueryTextsBinding<Key> {
  const router = useRouter();
  const [ownPath] = useState(() => router.state.location.pathname);
  const navigate = useNavigate();
  return useMemo(
    () => ({
      read: () => (router.state.location.pathname === ownPath ? textsOf(router.state.location.search, keys) : null),
      write: (values: Partial<Record<Key, string>>) => {
        if (router.state.location.pathname !== ownPath) return;
        const next: Record<string, string | undefined> = {};
        for (const name of keys) next[name] = values[name];
        void navigate({ to: '.', search: (previous) => ({ ...previous, ...next }), replace: true });
      },
      subscribe: (listener: () => void) => router.subscribe('onResolved', listener),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key lists are module constants
    [router, navigate, ownPath],
  );
}

/**
 * These keys of the current entry when it is `path`, else none: a new search on the same page
 * keeps them, another page starts with its own. Read when called, so it subscribes to nothing.
 */
export function useCarriedQueryTexts<Key extends string>(
  keys: readonly Key[],
): (path: string) => Partial<Record<Key, string>> {
  const router = useRouter();
  return useCallback(
    (path: string) => {
      const { pathname, search } = router.state.location;
      return pathname.endsWith(path) ? textsOf(search, keys) : {};
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key lists are module constants
    [router],
  );
}
