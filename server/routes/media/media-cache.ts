/** Media drawn from its path alone (pictures): the same path always answers the same file. */
export const IMMUTABLE_MEDIA_CACHE = 'private, max-age=31536000, immutable';

/** Media drawn from the data (static maps, project documents), which a new seed or import changes: a day. */
export const DATA_MEDIA_CACHE = 'private, max-age=86400';
