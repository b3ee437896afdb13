import { describe, expect, it } from 'vitest';
import { moveFaq } from './faq-order.ts';

const faqs = [
  { Id: 'a', Group: '', Position: 10 },
  { Id: 'b', Group: '', Position: 20 },
  { Id: 'c', Group: '', Position: 30 },
  { Id: 'd', Group: 'Prämie', Position: 0 },
  { Id: 'e', Group: 'Prämie', Position: 0 },
];

describe('moveFaq', () => {
  it.each([
    [
      'down from the top',
      0,
      1,
      [
        { Id: 'b', Position: 10 },
        { Id: 'a', Position: 20 },
      ],
    ],
    [
      'up from the bottom',
      2,
      -1,
      [
        { Id: 'c', Position: 20 },
        { Id: 'b', Position: 30 },
      ],
    ],
    ['up past the top: nothing', 0, -1, []],
    ['down past the group’s end: nothing, never into the next group', 2, 1, []],
    [
      'equal positions are renumbered',
      4,
      -1,
      [
        { Id: 'e', Position: 10 },
        { Id: 'd', Position: 20 },
      ],
    ],
    ['an index outside the list: nothing', 9, 1, []],
  ] as const)('%s', (_why, index, delta, changes) => {
    expect(moveFaq(faqs, index, delta)).toEqual(changes);
  });
});
