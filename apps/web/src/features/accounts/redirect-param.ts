/**
 * The query parameter that brings a visitor back after login (set by the navigation guard). A
 * module of its own: the guard, on every page, needs only this name; what checks and follows the
 * target (redirect-target.ts) is the login's (issue 32: the start page's script).
 */
export const REDIRECT_PARAM = 'redirect';
