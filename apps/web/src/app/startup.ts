import { NOT_LOGGED_IN_FLAG_MS, START_GUARD_MS } from '@volna/contracts';

/** When this page load started: the spec §4 start windows are measured from here. */
const startedAt = Date.now();

export const sinceStartMs = () => Date.now() - startedAt;

/**
 * Spec §4: for the first 3 s the app counts as "not logged in yet" — a stale token answered with 401/4002 during
 * start sends the visitor to the dating tab as a guest instead of pushing him onto the login page.
 */
export const withinNotLoggedInWindow = () => sinceStartMs() < NOT_LOGGED_IN_FLAG_MS;

/** Spec §4: a 10 s start guard; start-up noise (e.g. an offline event while the shell boots) shows no dialog. */
export const startGuardActive = () => sinceStartMs() < START_GUARD_MS;
