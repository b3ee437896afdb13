import { useState } from 'react';

/**
 * The one case of a list under review (a goodwill decision, a fraud decision) and what the last
 * review did: choosing one clears the last message, closing it with a message says how it ended.
 */
export function useReview<T>() {
  const [chosen, setChosen] = useState<T | null>(null);
  const [done, setDone] = useState('');
  const choose = (item: T) => {
    setDone('');
    setChosen(item);
  };
  const close = (message?: string) => {
    setChosen(null);
    if (message) setDone(message);
  };
  return { chosen, done, setDone, choose, close };
}
