import { describe, expect, it } from 'vitest';
import type { KeyVisual } from './cms.schemas.ts';
import { sourceMedia, startVisualSources } from './start-visual.ts';

const files = {
  xl: { webp: '/b/xl.webp', jpeg: '/b/xl.jpg' },
  lg: { webp: '/b/lg.webp', jpeg: '/b/lg.jpg' },
  md: { webp: '/b/md.webp', jpeg: '/b/md.jpg' },
  sm: { webp: '/b/sm.webp', jpeg: '/b/sm.jpg' },
};
const SPEC_BREAKPOINTS = { xl: 1440, lg: 1024, md: 768, sm: 320, sx: 0 };
const brand = { KeyVisual: files, Breakpoints: SPEC_BREAKPOINTS };
const source = (MinWidth: number, name: string) => ({
  MinWidth,
  Width: MinWidth,
  Height: 300,
  Webp: `/c/${name}.webp`,
  Jpeg: `/c/${name}.jpg`,
});
const cms: KeyVisual = {
  Id: 'start',
  Alt: 'Bild',
  Language: 'de',
  Sources: { xl: source(1440, 'xl'), lg: source(1024, 'lg'), md: source(768, 'md'), sm: source(320, 'sm') },
};

describe('startVisualSources', () => {
  it('takes the CMS key visual first, widest first', () => {
    expect(startVisualSources(cms, brand)?.map((s) => s.Webp)).toEqual([
      '/c/xl.webp',
      '/c/lg.webp',
      '/c/md.webp',
      '/c/sm.webp',
    ]);
  });
  it('falls back to the brand files with the breakpoint sizes', () => {
    const sources = startVisualSources(null, brand);
    expect(sources?.[0]).toEqual({
      MinWidth: 1440,
      Width: 1440,
      Height: 480,
      Webp: '/b/xl.webp',
      Jpeg: '/b/xl.jpg',
    });
    expect(sources?.[3]).toMatchObject({ MinWidth: 320, Width: 640, Height: 360, Jpeg: '/b/sm.jpg' });
  });
  it('has none for a tenant without any key visual', () => {
    const none = { webp: '', jpeg: '' };
    const KeyVisual = { xl: none, lg: none, md: none, sm: none };
    expect(startVisualSources(undefined, { KeyVisual, Breakpoints: SPEC_BREAKPOINTS })).toBeNull();
  });
  it("shows each variant from the tenant's own breakpoints (Brand.Breakpoints), CMS or brand files", () => {
    const Breakpoints = { xl: 1600, lg: 1200, md: 800, sm: 360, sx: 0 };
    for (const visual of [cms, null]) {
      const sources = startVisualSources(visual, { KeyVisual: files, Breakpoints }) ?? [];
      expect(sources.map((s) => s.MinWidth)).toEqual([1600, 1200, 800, 360]);
      expect(sourceMedia(sources, 1)).toBe('(min-width: 1200px) and (max-width: 1599.98px)');
    }
  });
});

describe('sourceMedia', () => {
  const sources = startVisualSources(cms, brand) ?? [];
  it.each([
    [0, '(min-width: 1440px)'],
    [1, '(min-width: 1024px) and (max-width: 1439.98px)'],
    [2, '(min-width: 768px) and (max-width: 1023.98px)'],
    [3, '(max-width: 767.98px)'],
  ])('source %i is picked under %s', (index, media) => {
    expect(sourceMedia(sources, index)).toBe(media);
  });
});
