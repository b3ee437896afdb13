import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { consoleSession, setConsoleSession } from '../lib/console-session.ts';

/**
 * Ends the console session in the browser when the server's idle limit has passed (15 minutes
 * without a call), checked every 15 seconds: the screen does not stay open with data on it.
 */
export function useIdleSignOut(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setInterval(() => {
      const session = consoleSession();
      if (!session) return;
      const now = Date.now();
      if (Date.parse(session.IdleUntil) <= now || Date.parse(session.EndsAt) <= now) {
        setConsoleSession(null);
        navigate('/anmelden?abgelaufen=1', { replace: true });
      }
    }, 15_000);
    return () => clearInterval(timer);
  }, [navigate]);
}
