/** A dialog header's close icon has no text; without a name a screen reader announces just "button". */
export const CLOSE_DIALOG_LABEL = 'Close dialog';
