import { COOKIE_NAMES } from '@kwk/shared/constants';
import { describe, expect, it } from 'vitest';
import { channelCookieFromSearch } from './channel-cookie.ts';

const maxAge = 730 * 86_400;

describe('channelCookieFromSearch', () => {
  it.each([
    { search: '', value: null },
    { search: '?foo=bar', value: null },
    { search: '?channel=Email', value: 'Email' },
    { search: '?c=flyer', value: 'flyer' },
    { search: '?pk_campaign=spring', value: 'spring' },
    { search: '?mtm_campaign=summer', value: 'summer' },
    { search: '?mtm_campaign=b&channel=a', value: 'a' },
    { search: '?channel=&c=x', value: 'x' },
    { search: '?channel=%20', value: null },
  ])('$search → $value', ({ search, value }) => {
    const cookie = channelCookieFromSearch(search);
    expect(cookie).toEqual(
      value === null ? null : { name: COOKIE_NAMES.channel, value, maxAgeSeconds: maxAge },
    );
  });
});
