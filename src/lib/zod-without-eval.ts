import { z } from 'zod';

/**
 * The app's Content-Security-Policy has no 'unsafe-eval' (server/http/security-headers.ts). Zod
 * otherwise probes `new Function` on its first object parse to pick a compiled fast path, and
 * Chromium reports that blocked probe as a `securitypolicyviolation` even though zod catches it.
 * Jitless zod never probes; its interpreted path gives the same results. Imported first by
 * main.tsx, before any schema runs.
 */
z.config({ jitless: true });
