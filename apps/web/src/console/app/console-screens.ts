import type { OperatorRight } from '@kwk/shared/operator/operator-rights';
import type { ComponentType } from 'react';

/**
 * The console's screens, one row each: its path, its name in the navigation, the right that
 * opens it (the server checks every call again), and its code, loaded when first opened. The
 * navigation shows the rows the operator's rights open, in this order.
 */
export interface ConsoleScreen {
  path: string;
  title: { de: string; en: string };
  right: OperatorRight | 'signedIn';
  load: () => Promise<{ default: ComponentType }>;
}

export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  {
    path: '/',
    title: { de: 'Übersicht', en: 'Overview' },
    right: 'signedIn',
    load: () => import('../features/overview/overview-screen.tsx'),
  },
];

export const screensFor = (rights: readonly string[]) =>
  CONSOLE_SCREENS.filter((s) => s.right === 'signedIn' || rights.includes(s.right));
