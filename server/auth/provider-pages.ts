/**
 * The provider's own pages (login, change password): server-rendered, self-contained HTML with
 * no external assets, in the spec's colours (part 1 §9).
 */
import { APP_BASE_PATH } from '@contract/shell-constants';

export const BRAND = 'Marketview';

const COLORS = { primary: '#102c40', secondary: '#4D728C', accent: '#92ccd2', error: '#f2dede' };

/** No script, no remote anything; forms may only post back to us; never framed. */
export const PROVIDER_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:${COLORS.primary};color:#1d2a33}
header{color:#fff;text-align:center;margin-bottom:1.5rem}
.brand{font-size:2rem;font-weight:700;letter-spacing:.02em;margin:0}
.brand span{color:${COLORS.accent}}
.tagline{margin:.25rem 0 0;color:${COLORS.accent}}
main{background:#fff;border-radius:8px;padding:2rem;width:min(24rem,92vw);box-shadow:0 8px 24px rgba(0,0,0,.3);border-top:4px solid ${COLORS.accent}}
h1{font-size:1.4rem;margin:0 0 1rem;color:${COLORS.primary}}
label{display:block;font-weight:600;margin:1rem 0 .35rem;color:${COLORS.primary}}
input{width:100%;padding:.6rem .7rem;font-size:1rem;border:1px solid ${COLORS.secondary};border-radius:4px}
input:focus{outline:3px solid ${COLORS.accent};outline-offset:1px}
.hint{font-size:.85rem;color:${COLORS.secondary};margin:.3rem 0 0}
button{margin-top:1.5rem;width:100%;padding:.7rem;font-size:1rem;font-weight:600;color:#fff;background:${COLORS.primary};border:0;border-radius:4px;cursor:pointer}
button:hover,button:focus{background:${COLORS.secondary}}
.message{padding:.75rem 1rem;border-radius:4px;margin-bottom:1rem}
.error{background:${COLORS.error};color:#7a1f1f;border:1px solid #d9a3a3}
.success{background:#e4f3f4;color:${COLORS.primary};border:1px solid ${COLORS.accent}}
.links{margin-top:1.25rem;text-align:center}
.links a{color:${COLORS.secondary}}
footer{margin-top:1.5rem;color:${COLORS.accent};font-size:.85rem}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${BRAND}</title>
<link rel="icon" type="image/svg+xml" href="${APP_BASE_PATH}/favicon.svg">
<style>${STYLE}</style>
</head>
<body>
<header><p class="brand">Market<span>view</span></p><p class="tagline">Market data for GTA real-estate professionals</p></header>
<main>
${body}
</main>
<footer>Members only. © ${BRAND}</footer>
</body>
</html>`;
}

function errorMessage(id: string, error: string | undefined): string {
  return error ? `<div class="message error" role="alert" id="${id}">${escapeHtml(error)}</div>` : '';
}

/** aria attributes tying inputs to the error message, so screen readers announce it with the field. */
function invalidWhen(error: string | undefined, id: string): string {
  return error ? ` aria-invalid="true" aria-describedby="${id}"` : '';
}

export interface LoginPageModel {
  destination: string;
  q: string;
  username?: string;
  error?: string;
}

export function renderLoginPage(model: LoginPageModel): string {
  const errorId = 'login-error';
  return page(
    'Log in',
    `<h1>Log in</h1>
${errorMessage(errorId, model.error)}
<form method="post" action="/user/login" novalidate>
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(model.username ?? '')}"${invalidWhen(model.error, errorId)}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalidWhen(model.error, errorId)}>
<input type="hidden" name="destination" value="${escapeHtml(model.destination)}">
<input type="hidden" name="q" value="${escapeHtml(model.q)}">
<button type="submit">Log in</button>
</form>`,
  );
}

export interface PasswordPageModel {
  username: string;
  minLength: number;
  error?: string;
  success?: string;
}

export function renderPasswordPage(model: PasswordPageModel): string {
  const errorId = 'password-error';
  const hintId = 'new-password-hint';
  const success = model.success ? `<div class="message success" role="status">${escapeHtml(model.success)}</div>` : '';
  const newPasswordDescribedBy = model.error ? `${hintId} ${errorId}` : hintId;
  return page(
    'Change password',
    `<h1>Change password</h1>
<p>Logged in as <strong>${escapeHtml(model.username)}</strong>.</p>
${errorMessage(errorId, model.error)}${success}
<form method="post" action="/user/password" novalidate>
<label for="current_password">Current password</label>
<input id="current_password" name="current_password" type="password" autocomplete="current-password" required${invalidWhen(model.error, errorId)}>
<label for="new_password">New password</label>
<input id="new_password" name="new_password" type="password" autocomplete="new-password" required minlength="${model.minLength}" aria-describedby="${newPasswordDescribedBy}"${model.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="${hintId}">At least ${model.minLength} characters.</p>
<label for="confirm_password">Confirm new password</label>
<input id="confirm_password" name="confirm_password" type="password" autocomplete="new-password" required minlength="${model.minLength}"${invalidWhen(model.error, errorId)}>
<button type="submit">Change password</button>
</form>
<p class="links"><a href="/database/">Back to ${BRAND}</a></p>`,
  );
}
