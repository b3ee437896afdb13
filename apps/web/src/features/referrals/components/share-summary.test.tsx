import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n.ts';
import '../../../i18n/page-texts.ts';
import { shareInfo } from './share-info.test-support.ts';
import { ShareSummary } from './share-summary.tsx';

const info = shareInfo;

afterEach(() => setLanguage('de'));

describe('ShareSummary: who gets what, as the share texts say it (issue 17)', () => {
  it('50:50: both parts', () => {
    render(<ShareSummary info={info({})} lang="de" />);
    expect(document.body.textContent).toMatch(/Ihre Prämie: 35\s€\. Ihr Kontakt erhält 35\s€/);
  });

  it('"Nur ich" with a campaign bonus: the referrer’s 75 €, no amount for the friend', () => {
    render(<ShareSummary info={info({ EmpfehlerPraemieCent: 7500, EmpfaengerPraemieCent: 0 })} lang="de" />);
    expect(document.body.textContent).toMatch(/Ihre Prämie: 75\s€\./);
    expect(screen.getByText(/Ihr Kontakt erhält keinen Anteil an der Prämie/)).toBeTruthy();
  });

  it('in English (the server names the product in the request’s language)', async () => {
    await setLanguage('en');
    render(<ShareSummary info={info({ ProduktName: 'Home M', EmpfaengerPraemieCent: 0 })} lang="en" />);
    expect(screen.getByText('You recommend Home M.')).toBeTruthy();
    expect(screen.getByText(/Your contact gets no share of the reward/)).toBeTruthy();
  });
});
