import { useEffect } from 'react';
import { SESSION_STORAGE_KEY } from '../app/navigation/session.ts';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';

/** /logout — only reachable logged in (the guard sends others to /login); ends the session. */
export function Component() {
  useEffect(() => {
    localStorage.removeItem(SESSION_STORAGE_KEY);
  }, []);
  return <SkeletonPage name="Logout" />;
}
