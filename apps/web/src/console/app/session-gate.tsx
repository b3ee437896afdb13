import { Navigate, Outlet, useLocation } from 'react-router';
import { useConsoleSession } from '../lib/console-session.ts';

/**
 * The signed-in console's gate, in the entry: without a session it sends to the sign-in page
 * (with the way back) before the layout and its screens are loaded, so a visitor who is not
 * signed in loads only the door (issue 29). Signing out ends the session here too.
 */
export function SessionGate() {
  const session = useConsoleSession();
  const location = useLocation();
  if (!session) return <Navigate to={`/anmelden?weiter=${encodeURIComponent(location.pathname)}`} replace />;
  return <Outlet />;
}
