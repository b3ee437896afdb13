import { describe, expect, it } from 'vitest';
import { CENTRE, coverCut } from './cover-crop.ts';

describe('coverCut: where a key visual is cut for a breakpoint', () => {
  const wide = { width: 2880, height: 480 };
  const phone = { width: 640, height: 360 };
  it.each([
    [
      'a wide picture, phone box, centre',
      wide,
      phone,
      CENTRE,
      { width: 2160, height: 360, left: 760, top: 0 },
    ],
    [
      '… focal point at the left edge',
      wide,
      phone,
      { X: 0, Y: 50 },
      { width: 2160, height: 360, left: 0, top: 0 },
    ],
    ['… at the right edge', wide, phone, { X: 100, Y: 50 }, { width: 2160, height: 360, left: 1520, top: 0 }],
    ['… a quarter in', wide, phone, { X: 25, Y: 90 }, { width: 2160, height: 360, left: 380, top: 0 }],
    [
      'a tall picture, wide box, focal point low',
      { width: 1500, height: 2000 },
      { width: 1440, height: 480 },
      { X: 50, Y: 80 },
      { width: 1440, height: 1920, left: 0, top: 1152 },
    ],
    [
      'the same shape: no overhang',
      { width: 2880, height: 960 },
      { width: 1440, height: 480 },
      { X: 10, Y: 90 },
      { width: 1440, height: 480, left: 0, top: 0 },
    ],
  ])('%s', (_name, source, box, focus, cut) => {
    expect(coverCut(source, box, focus)).toEqual(cut);
  });

  it('never cuts outside the scaled picture', () => {
    for (const X of [0, 33, 50, 99, 100])
      for (const Y of [0, 1, 50, 100]) {
        const cut = coverCut({ width: 1441, height: 481 }, { width: 768, height: 360 }, { X, Y });
        expect(cut.left + 768).toBeLessThanOrEqual(cut.width);
        expect(cut.top + 360).toBeLessThanOrEqual(cut.height);
      }
  });
});
