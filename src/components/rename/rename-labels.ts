/** The labels of renaming something the account saved (saved views, saved areas), one set for both. */
export const RENAME_LABELS = {
  rename: 'Rename',
  /** The Rename button's name beside one saved thing. */
  renameOf: (name: string) => `Rename ${name}`,
  newName: 'New name',
  /** The name field's label while one saved thing is renamed. */
  newNameFor: (name: string) => `New name for ${name}`,
  save: 'Save',
  cancel: 'Cancel',
} as const;
