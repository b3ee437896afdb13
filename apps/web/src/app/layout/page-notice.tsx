import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/** The navigation state key under which a page leaves a notice for the next one. */
export const PAGE_NOTICE_STATE = 'notice';

/**
 * A short message a page leaves for the page it leads to (e.g. "your account was deleted" on the
 * start page), passed as navigation state. The live region is always there and gets its text after
 * the navigation, so screen readers announce it although focus moves to the new page's heading.
 * A plain polite live region, not role="status": the pages' own status messages stay the only ones.
 */
export function PageNotice() {
  const location = useLocation();
  const [text, setText] = useState('');
  useEffect(() => {
    const notice = (location.state as Record<string, unknown> | null)?.[PAGE_NOTICE_STATE];
    setText(typeof notice === 'string' ? notice : '');
  }, [location]);
  return (
    <p aria-live="polite" aria-atomic="true" className="page-notice">
      {text}
    </p>
  );
}
