import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useStoredSession } from '../../lib/session/session-store.ts';
import {
  isRewardToken,
  type RewardAccess,
  readRewardToken,
  rewardAccess,
  storeRewardToken,
} from './reward-access.ts';

/**
 * Who the pickup screens act for. A reward link's token is kept for the tab and taken out of the
 * address, so it does not linger in the history or get copied on with the page's address.
 */
export function useRewardAccess(): RewardAccess {
  const [params, setParams] = useSearchParams();
  const session = useStoredSession();
  const urlToken = params.get('token');
  const [stored, setStored] = useState(readRewardToken);

  useEffect(() => {
    if (!isRewardToken(urlToken)) return;
    storeRewardToken(urlToken);
    setStored(urlToken);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('token');
        return next;
      },
      { replace: true },
    );
  }, [urlToken, setParams]);

  return rewardAccess({ urlToken, storedToken: stored, signedIn: session !== null });
}
