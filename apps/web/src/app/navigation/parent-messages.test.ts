import { describe, expect, it } from 'vitest';
import {
  announceSettled,
  MESSAGE_SETTLED_EVENT,
  readHostMessage,
  readPortalMessage,
} from '../../widget/protocol.ts';
import {
  hostOrigin,
  hostRoute,
  readyMessage,
  resizeMessage,
  routeMessage,
  scrollToMessage,
} from './parent-messages.ts';

const origins = ['https://www.fyrst.de', 'https://partner.example/'];

describe('hostOrigin', () => {
  it.each([
    { ancestor: undefined, referrer: 'https://www.fyrst.de/empfehlen?x=1', expected: 'https://www.fyrst.de' },
    { ancestor: undefined, referrer: 'https://partner.example/page', expected: 'https://partner.example' },
    { ancestor: undefined, referrer: 'https://evil.example/', expected: null },
    { ancestor: undefined, referrer: 'https://www.fyrst.de.evil.example/', expected: null },
    { ancestor: undefined, referrer: 'http://www.fyrst.de/', expected: null },
    { ancestor: undefined, referrer: '', expected: null },
    { ancestor: undefined, referrer: 'not a url', expected: null },
    // The browser's word on the parent wins over a referrer, which a reload inside the frame changes.
    {
      ancestor: 'https://www.fyrst.de',
      referrer: 'https://portal.example/faq',
      expected: 'https://www.fyrst.de',
    },
    { ancestor: 'https://evil.example', referrer: 'https://www.fyrst.de/', expected: null },
    { ancestor: 'null', referrer: 'https://www.fyrst.de/', expected: null },
  ])('$ancestor / $referrer → $expected', ({ ancestor, referrer, expected }) => {
    expect(hostOrigin(origins, ancestor, referrer)).toBe(expected);
  });
});

describe('hostRoute', () => {
  it.each([
    ['/faq', '?widget=1', '/faq'],
    ['/empfehlen/1', '?widget=1&c=herbst', '/empfehlen/1?c=herbst'],
    ['/', '', '/'],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(hostRoute(pathname, search)).toBe(expected);
  });
});

describe('messages, version 1', () => {
  it.each([
    { made: readyMessage('/'), expected: { type: 'kwk', v: 1, kind: 'ready', path: '/' } },
    { made: routeMessage('/faq'), expected: { type: 'kwk', v: 1, kind: 'route', path: '/faq' } },
    { made: resizeMessage(812.2), expected: { type: 'kwk', v: 1, kind: 'resize', height: 813 } },
    {
      made: scrollToMessage(120.4),
      expected: { type: 'kwk', v: 1, kind: 'scrollTo', top: 120, durationMs: 300 },
    },
    { made: scrollToMessage(-5), expected: { type: 'kwk', v: 1, kind: 'scrollTo', top: 0, durationMs: 300 } },
  ])('$expected.kind', ({ made, expected }) => {
    expect(made).toEqual(expected);
    // What the portal sends, the host reads as it was sent.
    expect(readPortalMessage(made)).toEqual(expected);
  });

  it.each([
    null,
    'kwk',
    { type: 'kwk', v: 2, kind: 'route', path: '/faq' },
    { type: 'kwk:route', path: '/faq' },
    { type: 'kwk', v: 1, kind: 'route', path: 'https://evil.example/' },
    { type: 'kwk', v: 1, kind: 'route', path: '//evil.example/' },
    { type: 'kwk', v: 1, kind: 'route', path: '/\\evil.example' },
    { type: 'kwk', v: 1, kind: 'resize', height: -1 },
    { type: 'kwk', v: 1, kind: 'resize', height: Number.NaN },
    { type: 'kwk', v: 1, kind: 'resize', height: 1e9 },
    { type: 'kwk', v: 1, kind: 'scrollTo', top: 10, durationMs: 60_000 },
    { type: 'kwk', v: 1, kind: 'navigate', path: '/faq' },
  ])('the host ignores %j', (data) => {
    expect(readPortalMessage(data)).toBeNull();
  });

  it('the portal takes only a navigate message to one of its own paths', () => {
    expect(readHostMessage({ type: 'kwk', v: 1, kind: 'navigate', path: '/faq' })).toEqual({
      type: 'kwk',
      v: 1,
      kind: 'navigate',
      path: '/faq',
    });
    for (const data of [
      { type: 'kwk', v: 1, kind: 'navigate', path: 'javascript:alert(1)' },
      { type: 'kwk', v: 1, kind: 'navigate', path: '//evil.example' },
      { type: 'kwk', v: 1, kind: 'route', path: '/faq' },
      { type: 'kwk', v: 2, kind: 'navigate', path: '/faq' },
    ])
      expect(readHostMessage(data)).toBeNull();
  });
});

describe('the settled signal (MESSAGE_SETTLED_EVENT)', () => {
  const settled = (data: unknown, taken: boolean) => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    addEventListener(MESSAGE_SETTLED_EVENT, listener);
    announceSettled(data, taken);
    removeEventListener(MESSAGE_SETTLED_EVENT, listener);
    return seen;
  };

  it('is raised for each message of the widget’s type, taken or ignored, and for no other page’s', () => {
    expect(settled({ type: 'kwk', v: 1, kind: 'navigate', path: '/faq' }, true)).toEqual([{ taken: true }]);
    expect(settled({ type: 'kwk', v: 9, kind: 'navigate', path: '/faq' }, false)).toEqual([{ taken: false }]);
    expect(settled({ type: 'chat-widget', hello: 1 }, false)).toEqual([]);
    expect(settled(null, false)).toEqual([]);
  });
});
