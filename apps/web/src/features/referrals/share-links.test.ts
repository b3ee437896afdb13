import type { ChannelKey } from '@kwk/shared/tenants/mandant.schemas';
import { describe, expect, it } from 'vitest';
import { type ShareKind, shareMessage, shareTarget } from './share-links.ts';

const values = {
  client: 'Telko',
  link: 'https://ref.example/e/123?x=1',
  firstName: 'Anna',
  lastName: 'Berg',
};
const templates = (body: string) => ({
  subject: {
    de: '{firstName} {lastName} empfiehlt dir {client}',
    en: '{firstName} {lastName} recommends {client}',
  },
  body: { de: body, en: body },
});
const message = shareMessage(templates('Hallo & mehr: {reward} {link}'), values, 3500, 'de');
const S = encodeURIComponent('Anna Berg empfiehlt dir Telko');
const B = encodeURIComponent('Hallo & mehr: 35\u00a0€ https://ref.example/e/123?x=1');
const L = encodeURIComponent(values.link);

describe('shareMessage', () => {
  it('fills every placeholder with the friend’s share and keeps unknown braces', () => {
    expect(
      shareMessage(templates('{client}|{link}|{reward}|{firstName}|{lastName}|{other}'), values, 3500, 'de')
        .body,
    ).toBe('Telko|https://ref.example/e/123?x=1|35\u00a0€|Anna|Berg|{other}');
  });

  it('appends the link when the body template has no {link}', () => {
    expect(shareMessage(templates('Schau mal'), values, 3500, 'de').body).toBe(`Schau mal ${values.link}`);
  });
});

describe('shareTarget', () => {
  const rows: [ChannelKey, ShareKind, string][] = [
    ['ModuleEmailClient', 'app', `mailto:?subject=${S}&body=${B}`],
    ['Gmail', 'web', `https://mail.google.com/mail/?view=cm&fs=1&su=${S}&body=${B}`],
    ['Outlook', 'web', `https://outlook.live.com/mail/0/deeplink/compose?subject=${S}&body=${B}`],
    ['Yahoo', 'web', `https://compose.mail.yahoo.com/?subject=${S}&body=${B}`],
    ['Whatsapp', 'web', `https://wa.me/?text=${B}`],
    ['Facebook', 'web', `https://www.facebook.com/sharer/sharer.php?u=${L}`],
    ['Xing', 'web', `https://www.xing.com/spi/shares/new?url=${L}`],
    ['LinkedIn', 'web', `https://www.linkedin.com/sharing/share-offsite/?url=${L}`],
    ['Twitter', 'web', `https://twitter.com/intent/tweet?text=${B}`],
    ['Instagram', 'copy-open', 'https://www.instagram.com/'],
    ['Sms', 'app', `sms:?&body=${B}`],
  ];
  it.each(rows)('%s → %s %s', (channel, kind, href) => {
    expect(shareTarget(channel, message)).toEqual({ channel, kind, href });
  });

  it('adds the Facebook app id when the tenant has one', () => {
    expect(shareTarget('Facebook', message, '4711').href).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${L}&app_id=4711`,
    );
  });
});
