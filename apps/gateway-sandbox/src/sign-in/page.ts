import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/constants.js';
import { codesInWords } from '../support/codeWords.js';
import { causeMessage } from './causes.js';
import { escapeHtml } from './html.js';

/** The values the sign-in form carries through (from the query, then hidden fields). */
export interface SignInParams {
  redirect_url?: string;
  client_id?: string;
  tenant_id?: string;
  cause?: string;
  /** The portal's sign-in state (issue #26), echoed back beside `sso`. */
  state?: string;
}

/** What {@link renderSignInPage} shows. */
export interface SignInPageModel {
  params: SignInParams;
  /** Pre-filled email (kept after a failed attempt). */
  email?: string;
  /**
   * An error shown above the form, e.g. "Invalid email or password." (401) or
   * "Too many failed sign-ins for this account. Try again in 15 minutes." (429, issue #13 §1).
   */
  error?: string;
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f5f9; color: #1b2430; }
  main { width: min(420px, 92vw); background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 8px 30px rgba(20,30,60,.12); }
  h1 { font-size: 1.5rem; margin: 0 0 4px; } p.sub { margin: 0 0 20px; color: #5b6778; }
  label { display: block; font-weight: 600; margin: 14px 0 6px; }
  input[type=email], input[type=password] { box-sizing: border-box; width: 100%; padding: 10px 12px; border: 1px solid #b8c2d0; border-radius: 8px; font-size: 1rem; }
  input:focus { outline: 3px solid #8fb3ff; border-color: #2a5bd7; }
  button { margin-top: 20px; width: 100%; padding: 11px; border: 0; border-radius: 8px; background: #2a5bd7; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; }
  button:hover { background: #1f48b0; }
  .note { padding: 10px 12px; border-radius: 8px; margin-bottom: 12px; }
  .info { background: #eaf1ff; color: #1f3f8f; } .error { background: #fdecec; color: #8a1c1c; }
  details { margin-top: 24px; font-size: .9rem; color: #3d4858; } table { border-collapse: collapse; margin-top: 8px; }
  td, th { text-align: left; padding: 4px 8px 4px 0; vertical-align: top; } code { font-size: .85rem; }
`;

function hidden(name: keyof SignInParams, value: string | undefined): string {
  return value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';
}

/** The portal's shield icon, inline (the identity provider has no static files of its own; CSP allows `data:` images). */
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path fill="#0b5d7a" d="M16 2 4 7v8c0 7.4 5.1 13.6 12 15 6.9-1.4 12-7.6 12-15V7z"/></svg>',
)}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="${FAVICON}">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** A demo account's note for people: its wire codes in words ("her two latest carrier portal utilization invoices failed"). */
export function noteInWords(note: string): string {
  return codesInWords(note);
}

/**
 * Renders the identity provider's sign-in page (spec §2): labelled Email and
 * Password inputs, a Sign in button, the cause as a friendly message, the
 * query values (`state` too, issue #26) as hidden fields, and the demo accounts. Every dynamic value
 * is HTML-escaped; no scripts.
 */
export function renderSignInPage({ params, email, error }: SignInPageModel): string {
  const cause = causeMessage(params.cause);
  const demo = Object.values(DEMO_ACCOUNTS)
    .map((a) => `<tr><td><code>${escapeHtml(a.email)}</code></td><td>${escapeHtml(noteInWords(a.note))}</td></tr>`)
    .join('\n');
  return page(
    'Sign in · Agent Portal',
    `<h1>Sign in</h1>
<p class="sub">Agent Portal</p>
${cause && !error ? `<p class="note info" role="status">${escapeHtml(cause)}</p>` : ''}
${error ? `<p class="note error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/idp/sign-in">
${hidden('redirect_url', params.redirect_url)}
${hidden('client_id', params.client_id)}
${hidden('tenant_id', params.tenant_id)}
${hidden('cause', params.cause)}
${hidden('state', params.state)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email ?? '')}"${email ? '' : ' autofocus'}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}>
<button type="submit">Sign in</button>
</form>
<details open>
<summary>Demo accounts (sandbox)</summary>
<p>Every account's password is <code>${escapeHtml(DEMO_PASSWORD)}</code>.</p>
<table>
${demo}
</table>
</details>`,
  );
}

/**
 * Renders the page answering a sign-in request that cannot be served: 400,
 * e.g. a `redirect_url` outside the portal's origins, or 403 for a form post
 * from another site (login CSRF, issue #13 §5). Never redirects, has no form.
 * @param message - plain text, escaped here.
 */
export function renderSignInErrorPage(message: string): string {
  return page(
    'Sign-in link refused · Agent Portal',
    `<h1>This sign-in link cannot be used</h1>
<p class="note error" role="alert">${escapeHtml(message)}</p>
<p>Open Agent Portal again from its usual address and sign in from there.</p>`,
  );
}
