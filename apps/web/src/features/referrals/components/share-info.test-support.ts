import type { ShareInfo } from '@kwk/shared/referrals/referral.schemas';

/** What the share step knows of a fresh 50:50 recommendation, for its component tests. */
export const shareInfo = (over: Partial<ShareInfo> = {}): ShareInfo => ({
  Empfehlungsnummer: 12345678,
  Empfehlungslink: 'http://telko.localhost/empfehlung/12345678?k=a',
  Vorname: 'Erika',
  Nachname: 'Muster',
  ProduktName: 'Zuhause M',
  Praemie: '70 €',
  EmpfehlerPraemieCent: 3500,
  EmpfaengerPraemieCent: 3500,
  SendeToken: 's'.repeat(20),
  EmpfaengerEmailVerschickt: false,
  Empfehlungscode: null,
  ...over,
});
