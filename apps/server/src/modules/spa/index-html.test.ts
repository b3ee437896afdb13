import { describe, expect, it } from 'vitest';
import type { Tenant } from '../tenants/tenant-cache.ts';
import { injectConfig } from './index-html.ts';

const tenant = (name: string) =>
  ({
    key: 'fyrst',
    mandant: {
      Brand: {
        ApiRoute: 'fyrst',
        Name: name,
        Language: 'de',
        Colors: { primary: '#000' },
        LogoUrl: '/logo.svg',
      },
    },
  }) as unknown as Tenant;

const html = '<html><head><title>x</title><!--kwk-config--></head><body></body></html>';

describe('index.html injection', () => {
  it('puts the tenant boot config into a JSON data block and the brand into the title', () => {
    const out = injectConfig(html, tenant('FYRST'));
    const json = /<script id="kwk-config" type="application\/json">(.*)<\/script>/.exec(out)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      apiRoute: 'fyrst',
      key: 'fyrst',
      name: 'FYRST',
      language: 'de',
    });
    expect(out).toContain('<title>FYRST – Empfehlungsprogramm</title>');
  });

  it.each([
    ['/brands/fyrst/theme.css', '<link rel="stylesheet" href="/brands/fyrst/theme.css" />'],
    ['', undefined],
    ['https://evil.example/theme.css', undefined],
    ['//evil.example/theme.css', undefined],
    ['/x.css"><script>', undefined],
  ])('links the brand stylesheet %j only when it is a path of the portal', (themePath, link) => {
    const t = tenant('FYRST');
    t.mandant.Brand.ThemePath = themePath;
    const out = injectConfig(html, t);
    if (link) expect(out).toContain(link);
    else expect(out).not.toContain('<link');
  });

  it('cannot be broken out of by a brand name', () => {
    const out = injectConfig(html, tenant('</script><script>alert(1)</script>'));
    expect(out.match(/<script/g)).toHaveLength(1);
    expect(out).not.toContain('<script>alert');
  });
});
