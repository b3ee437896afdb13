import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';

const base = { APP_SECRET: TEST_APP_SECRET, SMTP_URL: 'smtp://localhost:25' };
const debtor = {
  PAYOUT_DEBTOR_NAME: 'Betrieb GmbH',
  PAYOUT_DEBTOR_IBAN: 'de02 1203 0000 0000 2020 51',
  PAYOUT_DEBTOR_BIC: 'byladem1001',
};

describe('the payout debtor account (PAYOUT_DEBTOR_*)', () => {
  it.each([
    ['production without it: none (preparing refuses)', { NODE_ENV: 'production' }, null],
    [
      'production with it: normalised',
      { NODE_ENV: 'production', ...debtor },
      { name: 'Betrieb GmbH', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
    ],
    [
      'development without it: the demo account',
      { NODE_ENV: 'development' },
      expect.objectContaining({ iban: 'DE02120300000000202051' }),
    ],
    [
      'test with only two of three: the demo account',
      { NODE_ENV: 'test', PAYOUT_DEBTOR_NAME: 'X', PAYOUT_DEBTOR_BIC: 'BYLADEM1001' },
      expect.objectContaining({ name: 'Empfehlungsprogramm Demo GmbH' }),
    ],
  ])('%s', (_, env, expected) => {
    expect(loadConfig({ ...base, DATA_DIR: '/tmp/kwk-payout-config', ...env }).payoutDebtor).toEqual(
      expected,
    );
  });

  it('refuses a malformed IBAN or BIC naming the variable', () => {
    expect(() => loadConfig({ ...base, ...debtor, PAYOUT_DEBTOR_IBAN: 'not an iban' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...debtor, PAYOUT_DEBTOR_BIC: 'BIC!' })).toThrow(/PAYOUT_DEBTOR_BIC/);
  });
});
