import type { SupportReferral } from '@kwk/shared/operator/support.schemas';
import { berlinDateTime } from '../../lib/berlin-time.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import { VIEW_TEXTS } from './referral-view-texts.ts';
import { label } from './support-texts.ts';

/**
 * A referral's parties (issue 29, item 4): the referrer, the recipients, the agent and the agent's
 * agency with its release of the order. Names and addresses as the server sent them: in full, or
 * shortened for a role without personal data (then said so).
 */
export function ReferralParties({ referral }: { referral: SupportReferral }) {
  const t = useTexts(VIEW_TEXTS);
  const lang = useConsoleLang();
  const person = referral.Empfehler;
  const { Empfaenger: recipients, Berater: agent, Agentur: agency } = referral.Parteien;
  return (
    <section aria-labelledby="referral-parties">
      <h2 id="referral-parties">{t.parties}</h2>
      {!referral.PersonenDaten && <p className="c-hint">{t.masked}</p>}
      <dl className="c-facts">
        <dt>{t.referrer}</dt>
        <dd>
          {person
            ? `${person.Vorname} ${person.Nachname} <${person.Email}>${person.Sperre ? ` (${label(lang, person.Sperre)})` : ''}`
            : t.none}
        </dd>
        <dt>{t.recipients}</dt>
        <dd>
          {recipients.length === 0 ? (
            (referral.EmpfaengerEmail ?? t.none)
          ) : (
            <ul className="c-plain-list">
              {recipients.map((r) => (
                <li key={r.Empfaengernummer}>
                  {fillText(t.recipientNumber, { nr: r.Empfaengernummer })}
                  {r.Name || r.Email
                    ? `: ${[r.Name, r.Email && `<${r.Email}>`].filter(Boolean).join(' ')}`
                    : ''}
                  {'. '}
                  {r.BestaetigtAm
                    ? fillText(t.confirmed, { at: berlinDateTime(r.BestaetigtAm) })
                    : t.notConfirmed}
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{t.agent}</dt>
        <dd>
          {agent
            ? `${agent.Name ?? t.unknownAgent} (${agent.Nummer})${agent.Aktiv ? '' : `, ${t.inactive}`}`
            : t.none}
        </dd>
        <dt>{t.agency}</dt>
        <dd>
          {agency ? (
            <>
              {agency.Name}.{' '}
              {agency.Freigabe
                ? fillText(t.released, { at: berlinDateTime(agency.Freigabe.Am), by: agency.Freigabe.Von })
                : t.notReleased}
            </>
          ) : (
            t.none
          )}
        </dd>
      </dl>
    </section>
  );
}
