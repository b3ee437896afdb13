import { GOAL_DECIDED_EVENT, type GoalDecision } from '@kwk/shared/analytics/goals';
import { CHANNEL_KEYS, type Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../i18n/i18n.ts';
import '../../../i18n/page-texts.ts';
import { shareInfo } from './share-info.test-support.ts';
import { SharePanel } from './share-panel.tsx';

const LONG = 'http://telko.localhost/empfehlung/12345678?k=0123456789abcdef0123456789abcdef';
const SHORT = 'http://telko.localhost/r/AbCdEfGh1234';

const info = shareInfo({ Empfehlungslink: LONG });

// WhatsApp carries the link in the message, Facebook as its `u` parameter, the mail app in the body.
const channels = Object.fromEntries(CHANNEL_KEYS.map((key) => [key, -1]));
const mandant = {
  Brand: {
    Name: 'Telko',
    ShareTemplates: {
      subject: { de: '{firstName} empfiehlt dir {client}', en: '' },
      body: { de: 'Über meinen Link bekommst du {reward}: {link}', en: '' },
      bodyNoReward: { de: 'Schau es dir an: {link}', en: '' },
    },
  },
  Channels: { ...channels, Whatsapp: 1, Facebook: 2, ModuleEmailClient: 3, FacebookId: '' },
} as unknown as Pick<Mandant, 'Brand' | 'Channels'>;

/** The portal's answer to POST …/kurzlink: the short link, or a failure. */
let shortLinkAnswer: () => Response;
const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(url);
      if (url.includes('/empfehlung/12345678/kurzlink')) return shortLinkAnswer();
      return new Response('{}');
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href') ?? '';

describe('the share step’s channel buttons share the short link when there is one (issue 30)', () => {
  it('the short link /r/{code} in every channel once the portal gives it, the long one nowhere', async () => {
    shortLinkAnswer = () => new Response(JSON.stringify({ Kurzlink: SHORT }));
    render(<SharePanel info={info} mandant={mandant} lang="de" onInfoChange={() => undefined} />);
    await waitFor(() => expect(hrefOf(/WhatsApp/)).toContain(encodeURIComponent(SHORT)));
    for (const name of [/WhatsApp/, /Facebook/, /E-Mail/]) {
      expect(hrefOf(name)).toContain(encodeURIComponent(SHORT));
      expect(hrefOf(name)).not.toContain(encodeURIComponent(LONG));
    }
    // One request for the short link: the QR code section uses the same answer.
    expect(requested.filter((url) => url.includes('kurzlink'))).toHaveLength(1);
  });

  it('the long link when the short link cannot be had', async () => {
    shortLinkAnswer = () =>
      new Response(JSON.stringify({ code: 'common.rate_limited', message: 'Zu viele Anfragen' }), {
        status: 429,
      });
    render(<SharePanel info={info} mandant={mandant} lang="de" onInfoChange={() => undefined} />);
    await screen.findByText(/Der Kurzlink konnte gerade nicht erstellt werden/);
    for (const name of [/WhatsApp/, /Facebook/, /E-Mail/])
      expect(hrefOf(name)).toContain(encodeURIComponent(LONG));
  });

  it('a click still counts the goal and the click by its channel', async () => {
    shortLinkAnswer = () => new Response(JSON.stringify({ Kurzlink: SHORT }));
    const goals: GoalDecision[] = [];
    const record = (event: Event) => goals.push((event as CustomEvent<GoalDecision>).detail);
    document.addEventListener(GOAL_DECIDED_EVENT, record);
    render(<SharePanel info={info} mandant={mandant} lang="de" onInfoChange={() => undefined} />);
    await waitFor(() => expect(hrefOf(/WhatsApp/)).toContain(encodeURIComponent(SHORT)));
    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    whatsapp.addEventListener('click', (event) => event.preventDefault()); // jsdom opens no window
    fireEvent.click(whatsapp);
    document.removeEventListener(GOAL_DECIDED_EVENT, record);
    expect(goals).toContainEqual(expect.objectContaining({ goal: 'share', detail: 'Whatsapp' }));
    await waitFor(() =>
      expect(requested.some((url) => /empfehlen\/click\/12345678\?channel=Whatsapp$/.test(url))).toBe(true),
    );
  });
});
