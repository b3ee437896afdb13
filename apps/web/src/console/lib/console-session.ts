import { OPERATOR_IDLE_MS, type OperatorRight } from '@kwk/shared/operator/operator-rights';
import type { OperatorSession } from '@kwk/shared/operator/operator-session.schemas';
import { useSyncExternalStore } from 'react';

/**
 * The console session, in sessionStorage: it ends with the tab, and the server ends it after 15
 * minutes without a call anyway. Cookies carry no authority (ARCHITECTURE.md "Auth").
 */
const KEY = 'kwk-betrieb-session';
const listeners = new Set<() => void>();

function read(): OperatorSession | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    return raw ? (JSON.parse(raw) as OperatorSession) : null;
  } catch {
    return null;
  }
}
let current = read();

export const consoleSession = () => current;

export function setConsoleSession(session: OperatorSession | null): void {
  current = session;
  if (session) globalThis.sessionStorage?.setItem(KEY, JSON.stringify(session));
  else globalThis.sessionStorage?.removeItem(KEY);
  for (const l of listeners) l();
}

/** Keeps the token and takes the times and rights of a fresher answer (a call, a confirmation). */
export function updateConsoleSession(fresh: Omit<OperatorSession, 'Token'> & { Token?: string }): void {
  if (!current) return;
  setConsoleSession({ ...current, ...fresh, Token: fresh.Token || current.Token });
}

export function useConsoleSession(): OperatorSession | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    consoleSession,
    consoleSession,
  );
}

export const hasRight = (session: OperatorSession | null, right: OperatorRight) =>
  !!session?.Operator.Rights.includes(right);

/** A call went through: the server moved the idle limit on, and so does the console's copy. */
export function touchConsoleSession(now = Date.now()): void {
  if (!current) return;
  const idle = Math.min(now + OPERATOR_IDLE_MS, Date.parse(current.EndsAt));
  current = { ...current, IdleUntil: new Date(idle).toISOString() };
  globalThis.sessionStorage?.setItem(KEY, JSON.stringify(current));
}
