import { z } from 'zod';

/**
 * The app's Content-Security-Policy has no 'unsafe-eval' (server/http/security-headers.ts). Zod
 * otherwise probes `new Function` on its first object parse to pick a compiled fast path, and
 * Chromium reports that blocked probe as a `securitypolicyviolation` even though zod catches it.
 * Jitless zod never probes; its interpreted path gives the same results. Zod decides when a
 * schema is built, so this runs first: main.tsx imports it before anything else, and the modules
 * that build schemas import it too, so the bundler also places it first in their shared chunk.
 */
z.config({ jitless: true });
