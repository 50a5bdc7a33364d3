/** The labels of "Changed since my last visit" and What's new (beyond the spec), defined once. */
export const WHATS_NEW_TEXT = {
  menu: "What's new",
  dialogTitle: "What's new since your last visits",
  empty: 'Nothing has changed in your saved views and compare lists since you last opened them.',
  loadFailed: "What's new could not be loaded.",
  open: 'Open',
  savedView: 'Saved view',
  project: 'Project',
  rental: 'Rental',
  counts: (added: number, changed: number, removed: number, versions: number) =>
    [
      added > 0 ? `${added} new` : null,
      changed > 0 ? `${changed} changed` : null,
      removed > 0 ? `${removed} gone` : null,
      versions > 0 ? `${versions} new update${versions === 1 ? '' : 's'}` : null,
    ]
      .filter((part) => part !== null)
      .join(', '),
  lastVisit: (when: string) => `Last visit ${new Date(when).toLocaleString()}`,
  panelTitle: (when: string) => `Changes since your last visit (${new Date(when).toLocaleString()})`,
  added: 'New rows',
  removed: 'Removed rows',
  changed: 'Changed rows',
  was: 'was',
  changedCell: (label: string, before: string, after: string) => `${label} changed from ${before} to ${after}`,
  newSinceVisit: 'New since your last visit',
} as const;
