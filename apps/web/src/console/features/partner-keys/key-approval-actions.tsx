import type { PartnerKeyView } from '@kwk/shared/operator/partner-keys.schemas';
import { useState } from 'react';
import { consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { DecisionButtons } from '../../ui/decision-buttons.tsx';

const TEXTS = {
  de: {
    approve: 'Freigeben',
    refuse: 'Ablehnen',
    otherDecides: 'Gibt eine andere Administratorin oder ein anderer Administrator frei.',
    approved: 'Der Schlüssel ist freigegeben und funktioniert ab jetzt.',
    refused: 'Der Schlüssel ist abgelehnt und gesperrt.',
  },
  en: {
    approve: 'Approve',
    refuse: 'Refuse',
    otherDecides: 'Another administrator approves it.',
    approved: 'The key is approved and works from now on.',
    refused: 'The key is refused and revoked.',
  },
};

type Run = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * A key waiting for a second admin (decision 041): another admin approves or refuses it here, after
 * a fresh confirmation; its issuer reads who may.
 */
export function KeyApprovalActions({
  partnerKey,
  run,
  onDone,
  onError,
}: {
  partnerKey: PartnerKeyView;
  run: Run;
  onDone: (message: string) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const t = useTexts(TEXTS);
  const [busy, setBusy] = useState(false);
  if (!partnerKey.MayDecide) return <span className="c-hint">{t.otherDecides}</span>;

  const decide = async (how: 'genehmigung' | 'ablehnung') => {
    setBusy(true);
    try {
      await run(() =>
        consoleFetch(`partner-schluessel/${partnerKey.Id}/${how}`, { method: 'POST', body: {} }),
      );
      await onDone(how === 'genehmigung' ? t.approved : t.refused);
    } catch (failure) {
      onError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <DecisionButtons
      approve={t.approve}
      refuse={t.refuse}
      subject={partnerKey.Label}
      busy={busy}
      onDecide={decide}
    />
  );
}
