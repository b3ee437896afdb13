import { describe, expect, it } from 'vitest';
import { shouldShowConsent } from './consent-visibility.ts';

describe('shouldShowConsent', () => {
  it.each([
    {
      name: 'first visit on a normal page',
      suppressConsent: false,
      decided: false,
      openedExplicitly: false,
      show: true,
    },
    {
      name: 'first visit on privacy/imprint',
      suppressConsent: true,
      decided: false,
      openedExplicitly: false,
      show: false,
    },
    { name: 'already decided', suppressConsent: false, decided: true, openedExplicitly: false, show: false },
    {
      name: 'opened from footer after deciding',
      suppressConsent: false,
      decided: true,
      openedExplicitly: true,
      show: true,
    },
    {
      name: 'opened from footer on privacy',
      suppressConsent: true,
      decided: false,
      openedExplicitly: true,
      show: true,
    },
  ])('$name', ({ show, ...input }) => {
    expect(shouldShowConsent(input)).toBe(show);
  });
});
