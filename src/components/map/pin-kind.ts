/** What the pins of a result set stand for; it decides icons, popups and fan-out distance. */
export type PinKind = 'projects' | 'rentals' | 'sales';
