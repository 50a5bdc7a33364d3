// The rental activity store's build thread starts here (search-runner.ts), as a search thread
// does (search-thread-entry.mjs): tsx registered with the repository's tsconfig, then the
// TypeScript thread module.
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../tsconfig.node.json', import.meta.url).pathname });
await import('./activity-store-thread.ts');
