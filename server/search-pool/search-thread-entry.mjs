// Piscina starts each search thread here: tsx is registered first (with the repository's
// tsconfig, so the @contract/* aliases resolve), then the TypeScript thread module is loaded,
// whether the server runs as `node --import tsx server/main.ts` or inside the test runner.
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../tsconfig.node.json', import.meta.url).pathname });
const thread = await import('./search-thread.ts');

export default thread.default;
export const savedViewTotals = thread.savedViewTotals;
export const savedViewChanges = thread.savedViewChanges;
export const warmUpActivityStore = thread.warmUpActivityStore;
