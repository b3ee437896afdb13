import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import { describe, expect, it } from 'vitest';
import { fromDraft, toDraft } from './tenant-draft.ts';

const detail = {
  Id: 'id',
  Key: 'neu',
  Version: 3,
  UpdatedAt: '2026-11-26T12:00:00.000Z',
  Hosts: ['neu.example', 'www.neu.example'],
  PreviewUrl: 'http://neu.localhost:3000/',
  Settings: {
    ContentService: { AppName: 'neu', ClientId: 'neu-portal' },
    Modules: { ModuleAdv: false },
    Urls: { MandantUrl: 'https://neu.example', EmpfehlenPath: '/', EmpfehlenWebPage: '', BestellUrl: '' },
    Channels: { ModuleEmailClient: 1, Whatsapp: -1, FacebookId: '' },
    Rules: { RecommenderDefaultShare: 100 },
  },
  Brand: {
    Name: 'Neu',
    Language: 'de',
    ApiRoute: 'neu',
    ThemePath: '',
    ProductApi: '',
    LogoUrl: '',
    Colors: { primary: '#005a8c' },
    Features: { Banknote: true },
    Tracking: { production: { id: 28, endpoint: '' } },
    NavLinks: [],
  },
} as unknown as TenantDetail;

describe('the tenant form’s draft', () => {
  it('gives back what it was made from when nothing is edited', () => {
    const result = fromDraft(toDraft(detail));
    expect(result).toEqual({
      body: { Version: 3, Hosts: detail.Hosts, Settings: detail.Settings, Brand: detail.Brand },
    });
  });

  it('splits hosts at commas and spaces, turns channel positions into numbers', () => {
    const draft = toDraft(detail);
    draft.hosts = ' a.example,b.example  c.example ';
    draft.channels = { ...draft.channels, Whatsapp: '2' as unknown as number };
    const result = fromDraft(draft);
    expect('body' in result && result.body.Hosts).toEqual(['a.example', 'b.example', 'c.example']);
    expect('body' in result && result.body.Settings.Channels.Whatsapp).toBe(2);
  });

  it('names each JSON field that is not a JSON object', () => {
    const draft = toDraft(detail);
    draft.rulesJson = '{ "RecommenderDefaultShare": ';
    draft.brandMoreJson = '[]';
    expect(fromDraft(draft)).toEqual({ jsonErrors: { rulesJson: 'json', brandMoreJson: 'json' } });
  });

  it('keeps the structured brand fields over the same keys in the JSON', () => {
    const draft = toDraft(detail);
    draft.brandMoreJson = JSON.stringify({ Name: 'Falsch', NavLinks: [] });
    const result = fromDraft(draft);
    expect('body' in result && result.body.Brand.Name).toBe('Neu');
  });
});
