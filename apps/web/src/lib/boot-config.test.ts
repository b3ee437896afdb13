import { describe, expect, it } from 'vitest';
import { DEV_BOOT_CONFIG, parseBootConfig } from './boot-config.ts';

describe('parseBootConfig', () => {
  it.each([
    { name: 'missing script', json: undefined, expected: DEV_BOOT_CONFIG },
    { name: 'empty', json: '', expected: DEV_BOOT_CONFIG },
    { name: 'broken JSON', json: '{', expected: DEV_BOOT_CONFIG },
    { name: 'no apiRoute', json: '{"key":"x"}', expected: DEV_BOOT_CONFIG },
    {
      name: 'injected config',
      json: '{"apiRoute":"tk","key":"tk","name":"TK","language":"en"}',
      expected: { apiRoute: 'tk', key: 'tk', name: 'TK', language: 'en' },
    },
  ])('$name', ({ json, expected }) => {
    expect(parseBootConfig(json)).toEqual(expected);
  });
});
