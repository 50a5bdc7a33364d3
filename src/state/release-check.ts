import { APP_BASE_PATH, NEW_VERSION_MESSAGE, VERSION_CHECK_INTERVAL_MS } from '@contract/shell-constants';
import { showAlert } from './alert';

/** `version.json` is written by the build next to index.html (scripts/version-file-plugin.ts). */
function versionFileUrl(): string {
  return `${APP_BASE_PATH}/version.json`;
}

async function fetchServerVersion(): Promise<string | null> {
  try {
    const response = await fetch(versionFileUrl(), { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch (error) {
    // A dropped connection is not a new release; the next check will tell.
    console.warn('Problem fetching version.json', error);
    return null;
  }
}

/**
 * Every 10 minutes compares the version this page was built with against the server's
 * version file and, on a mismatch, raises the new-release alert (part 1 §4, §8, §9).
 * Returns the function that stops the checks.
 */
export function startReleaseCheck(pageVersion: string): () => void {
  const timer = setInterval(() => {
    void fetchServerVersion().then((serverVersion) => {
      if (serverVersion !== null && serverVersion !== pageVersion) showAlert(NEW_VERSION_MESSAGE);
    });
  }, VERSION_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
