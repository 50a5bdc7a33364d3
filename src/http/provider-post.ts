import { ApiError } from './api-error';

/**
 * Posts to a provider page (POST /user/logout). The provider answers with a redirect to its
 * own login page, which the app does not want to load through fetch: the redirect itself is
 * the success.
 */
export async function postToProvider(path: string): Promise<void> {
  const response = await fetch(path, { method: 'POST', credentials: 'include', redirect: 'manual' });
  if (response.type === 'opaqueredirect' || response.ok || (response.status >= 300 && response.status < 400)) return;
  throw new ApiError(response.status, `${path} answered ${response.status}`, null);
}
