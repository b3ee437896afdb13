import { describe, expect, it } from 'vitest';
import { goalRequestUrl, publicPageUrl } from './tracking-url.ts';

describe('publicPageUrl', () => {
  it.each([
    ['https://telko.example/empfehlen', 'https://telko.example/empfehlen'],
    // Query and fragment carry personal codes and tokens: never sent.
    [
      'https://telko.example/empfehlen?empfehlung=AB12CD34&token=xyz#code=1',
      'https://telko.example/empfehlen',
    ],
    ['https://telko.example/praemie-waehlen?t=eyJhbGciOi', 'https://telko.example/praemie-waehlen'],
    // A path segment that looks like a code or token is masked; words stay.
    ['https://telko.example/empfehlung/4711abcd/danke', 'https://telko.example/empfehlung/:code/danke'],
    ['https://telko.example/agent/empfehlen/1', 'https://telko.example/agent/empfehlen/1'],
    ['https://telko.example/young-tarife.html', 'https://telko.example/young-tarife.html'],
    ['not a url', ''],
  ])('%s → %s', (href, expected) => {
    expect(publicPageUrl(href)).toBe(expected);
  });
});

describe('goalRequestUrl', () => {
  const input = {
    siteId: 9,
    goal: 'share' as const,
    visitorId: '0123456789abcdef',
    pageUrl: 'https://telko.example/empfehlen',
    random: 'ab12',
  };

  it("builds Matomo's HTTP tracking API request for the goal", () => {
    const url = new URL(goalRequestUrl('https://analytics.telko.example/', input));
    expect(url.origin + url.pathname).toBe('https://analytics.telko.example/matomo.php');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      idsite: '9',
      rec: '1',
      apiv: '1',
      idgoal: '1',
      _id: '0123456789abcdef',
      url: 'https://telko.example/empfehlen',
      rand: 'ab12',
      send_image: '0',
    });
  });

  it('records the share channel, FAQ question or reward kind as an event of the goal', () => {
    const url = new URL(goalRequestUrl('https://a.example/', { ...input, detail: 'Whatsapp' }));
    expect(url.searchParams.get('idgoal')).toBe('1');
    expect(url.searchParams.get('e_c')).toBe('share');
    expect(url.searchParams.get('e_a')).toBe('Whatsapp');
    expect(new URL(goalRequestUrl('https://a.example/', input)).searchParams.has('e_c')).toBe(false);
  });

  it('adds the slash an endpoint without one lacks, and the goal id per goal', () => {
    const url = new URL(
      goalRequestUrl('https://a.example/m', { ...input, goal: 'faq', referrer: 'https://b.example/' }),
    );
    expect(url.pathname).toBe('/m/matomo.php');
    expect(url.searchParams.get('idgoal')).toBe('3');
    expect(url.searchParams.get('urlref')).toBe('https://b.example/');
  });
});
