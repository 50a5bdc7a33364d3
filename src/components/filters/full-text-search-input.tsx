import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { URL_SAFE_MESSAGE } from '@contract/messages';
import { hasUnsafeCharacters, toUrlSafeText } from '@contract/url-safe';

export const FULL_TEXT_SEARCH_LABEL = 'Full Text Search';

interface FullTextSearchInputProps {
  /** The search's text as the draft holds it (already url-safe). */
  value: string | undefined;
  /** The text as typed; the owner strips it with toUrlSafeText (part 1 §5, part 2 §5). */
  onChange: (typed: string) => void;
}

/**
 * Full Text Search (part 1 §2, §5; part 2 §2.5): the field shows what was typed and the url-safe
 * message while it holds characters outside the url-safe set. When the owner replaces the draft
 * (a new route, Clear Filters), the field shows the draft's text.
 */
export function FullTextSearchInput({ value, onChange }: FullTextSearchInputProps) {
  const [typed, setTyped] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const [unsafe, setUnsafe] = useState(false);
  if (shown !== value) {
    setShown(value);
    // The echo of what was typed keeps the field as typed (with its message); anything else replaces it.
    if (value !== (toUrlSafeText(typed) ?? undefined)) {
      setTyped(value ?? '');
      setUnsafe(false);
    }
  }
  return (
    <TextInput
      label={FULL_TEXT_SEARCH_LABEL}
      placeholder="Search Text"
      value={typed}
      error={unsafe ? URL_SAFE_MESSAGE : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setUnsafe(hasUnsafeCharacters(next));
        setTyped(next);
        onChange(next);
      }}
    />
  );
}
