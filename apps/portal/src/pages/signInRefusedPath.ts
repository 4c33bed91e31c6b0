/**
 * Where the portal explains a sign-in link it refused (issue #26): a `?sso=` token that came
 * without the `state` of a sign-in this browser started (`intakeSsoToken` → `refused`). Outside
 * the session guard: a visitor without a session sees it too. Its own module, so the start-up code
 * and the router import the path without the page.
 */
export const SIGN_IN_REFUSED_PATH = '/sign-in-refused';
