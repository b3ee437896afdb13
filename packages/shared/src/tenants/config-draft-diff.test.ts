import { describe, expect, it } from 'vitest';
import { draftChanges } from './config-draft-diff.ts';

const base = {
  Hosts: ['a.example'],
  Settings: {
    Rules: { MaxEmpfaengerPraemieCent: 5000, BonusPraemien: [{ NachErfolgreichen: 3, Cent: 1000 }] },
  },
  Brand: {
    Name: 'Marke',
    Tracking: { production: { id: 'x' } },
    Features: { FriendlyCaptcha: true },
  },
};

describe('draftChanges', () => {
  it('names nothing when the draft is the live configuration', () => {
    expect(draftChanges(base, structuredClone(base))).toEqual([]);
  });

  it('counts an absent optional switch as off and an empty text as absent, as the portal reads them', () => {
    const live = structuredClone(base) as typeof base & { Settings: { Modules?: object } };
    live.Settings.Modules = { ModuleErinnerungUnbestaetigt: false };
    const draft = structuredClone(base) as typeof live;
    draft.Settings.Modules = {};
    expect(draftChanges(live, draft)).toEqual([]);
    (draft.Settings.Modules as Record<string, unknown>).ModuleErinnerungUnbestaetigt = true;
    expect(draftChanges(live, draft).map((c) => [c.key, c.before, c.after])).toEqual([
      ['Settings.Modules.ModuleErinnerungUnbestaetigt', false, true],
    ]);
  });

  it('names each changed field by its table key, lists as a whole, environments as {env}', () => {
    const draft = structuredClone(base);
    draft.Hosts = ['b.example'];
    draft.Settings.Rules.BonusPraemien[0]!.Cent = 2000;
    draft.Brand.Tracking.production.id = 'y';
    draft.Brand.Features.FriendlyCaptcha = false;
    expect(draftChanges(base, draft)).toEqual([
      { key: 'Hosts', path: 'Hosts', before: ['a.example'], after: ['b.example'] },
      {
        key: 'Settings.Rules.BonusPraemien',
        path: 'Settings.Rules.BonusPraemien',
        before: [{ NachErfolgreichen: 3, Cent: 1000 }],
        after: [{ NachErfolgreichen: 3, Cent: 2000 }],
      },
      {
        key: 'Brand.Tracking.{env}.id',
        path: 'Brand.Tracking.production.id',
        before: 'x',
        after: 'y',
      },
      {
        key: 'Brand.Features.FriendlyCaptcha',
        path: 'Brand.Features.FriendlyCaptcha',
        before: true,
        after: false,
      },
    ]);
  });
});
