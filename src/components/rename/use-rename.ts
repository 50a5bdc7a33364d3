import { useState } from 'react';

export interface RenameOptions<Saved> {
  /** The name now: the field starts from it. */
  name: string;
  /** The name as it is stored and compared (the saved thing's name rule, e.g. `savedViewName`). */
  clean: (name: string) => string;
  /** The message for a name that is empty once cleaned (the server answers the same). */
  nameRequired: string;
  /** Renames on the server; rejects with the server's message (name taken, too long, gone). */
  save: (name: string) => Promise<Saved>;
  onSaved: (saved: Saved) => void;
  /** The message to show, or null to clear it. */
  onError: (message: string | null) => void;
}

export interface RenameState {
  editing: boolean;
  /** The name being typed. */
  draft: string;
  setDraft: (name: string) => void;
  start: () => void;
  cancel: () => void;
  submit: () => Promise<void>;
}

/**
 * Renaming a saved thing (saved views, saved areas): the field starts from the current name, an
 * empty name is refused before the call, and the server's refusal is shown as it words it.
 */
export function useRename<Saved>({ name, clean, nameRequired, save, onSaved, onError }: RenameOptions<Saved>) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(name);
  const state: RenameState = {
    editing,
    draft,
    setDraft,
    start: () => {
      setDraft(name);
      setEditing(true);
    },
    cancel: () => setEditing(false),
    submit: async () => {
      const cleaned = clean(draft);
      if (cleaned === '') {
        onError(nameRequired);
        return;
      }
      try {
        onSaved(await save(cleaned));
        onError(null);
        setEditing(false);
      } catch (cause) {
        onError(cause instanceof Error ? cause.message : String(cause));
      }
    },
  };
  return state;
}
