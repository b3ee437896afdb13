import { describe, expect, it } from 'vitest';
import { configFieldKeys } from './config-field-keys.ts';
import { CONFIG_FIELDS } from './config-fields.ts';

describe('the configuration field table (issue 29, item 1)', () => {
  const keys = configFieldKeys()
    .filter((k) => !k.group)
    .map((k) => k.key);

  it('describes every configuration key of the shared schema in German and English', () => {
    // A key added to mandant.schemas.ts without an entry in config-fields.*.ts fails here.
    expect(keys.filter((k) => !CONFIG_FIELDS[k])).toEqual([]);
    for (const key of keys) {
      const d = CONFIG_FIELDS[key]!;
      expect(d.label.de && d.label.en && d.help.de && d.help.en, key).toBeTruthy();
      if (d.control === 'select') expect(d.options?.length, key).toBeGreaterThan(0);
    }
  });

  it('names fields in words, not by their keys', () => {
    expect(CONFIG_FIELDS['Settings.Channels.ModuleEmailClient']?.label.de).toBe('E-Mail-Programm');
    expect(CONFIG_FIELDS['Settings.Urls.MandantUrl']?.label.en).toBe('Brand website');
    // The portal's captcha is ALTCHA; the key keeps its old name in the API.
    expect(CONFIG_FIELDS['Brand.Features.FriendlyCaptcha']?.label.de).toContain('ALTCHA');
  });

  it('has no entry for a key the schema does not have', () => {
    expect(Object.keys(CONFIG_FIELDS).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('walks lists of objects, environments and optional parts', () => {
    const byKey = new Map(configFieldKeys().map((k) => [k.key, k.optional]));
    expect(byKey.get('Settings.Rules.BonusPraemien.*.Cent')).toBe(false);
    expect(byKey.get('Brand.Tracking.{env}.id')).toBe(false);
    expect(byKey.get('Brand.ShareTemplates.body')).toBe(false);
    expect(byKey.get('Brand.Imprint.City')).toBe(false);
    expect(byKey.get('Brand.Imprint')).toBe(true);
    expect(byKey.get('Settings.Rules.PraemienVerfallMonate')).toBe(true);
    expect(byKey.get('Brand.KeyVisual.xl.webp')).toBe(false);
  });
});
