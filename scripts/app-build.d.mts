/** Why dist/ must be built, or null when it is up to date (scripts/app-build.mjs). */
export function buildReason(): string | null;
/** Builds dist/ with `vite build` when buildReason() says so; false when the build failed. */
export function ensureAppBuilt(): boolean;
