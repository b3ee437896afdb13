import { describe, expect, it } from 'vitest';
import { addressRefusal, urlRefusal } from './webhook-target.rules.ts';

const production = { development: false };
const development = { development: true };

describe('webhook target addresses', () => {
  it.each([
    ['93.184.215.14', null],
    ['2606:2800:21f:cb07:6820:80da:af6b:8b2c', null],
    ['127.0.0.1', 'loopback address'],
    ['::1', 'loopback address'],
    ['10.1.2.3', 'private address'],
    ['172.16.0.1', 'private address'],
    ['192.168.1.1', 'private address'],
    ['169.254.169.254', 'linkLocal address'],
    ['fe80::1', 'linkLocal address'],
    ['fd00::1', 'uniqueLocal address'],
    ['::ffff:127.0.0.1', 'loopback address'],
    ['::ffff:10.0.0.1', 'private address'],
    ['0.0.0.0', 'unspecified address'],
    ['100.64.0.1', 'carrierGradeNat address'],
    ['255.255.255.255', 'broadcast address'],
  ])('in production %s → %s', (address, refusal) => {
    expect(addressRefusal(address, production)).toBe(refusal);
  });

  it('allows loopback, and only loopback, in development', () => {
    expect(addressRefusal('127.0.0.1', development)).toBeNull();
    expect(addressRefusal('::ffff:127.0.0.1', development)).toBeNull();
    expect(addressRefusal('10.0.0.1', development)).toBe('private address');
  });

  it.each([
    ['https://hooks.example.com/in', production, null],
    ['http://hooks.example.com/in', production, 'not https'],
    ['http://127.0.0.1:4000/in', development, null],
    ['ftp://hooks.example.com/', development, 'not https'],
    ['https://user:pw@hooks.example.com/', production, 'credentials in the URL'],
    ['nonsense', production, 'not a URL'],
  ])('URL %s → %s', (url, policy, refusal) => {
    expect(urlRefusal(url, policy)).toBe(refusal);
  });
});
