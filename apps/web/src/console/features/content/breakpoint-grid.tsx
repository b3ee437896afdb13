import {
  BREAKPOINT_IMAGE_SIZE,
  BREAKPOINT_MIN_WIDTH,
  KEY_VISUAL_BREAKPOINTS,
  type KeyVisualBreakpoint,
} from '@kwk/shared/content/cms.schemas';
import type { ReactNode } from 'react';
import { useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import { KEY_VISUAL_TEXTS } from './key-visual-texts.ts';

/**
 * The four breakpoints side by side, each in its own aspect ratio and named with its size: the
 * server's cuts of the current picture, or a chosen file as the cuts will come out.
 */
export function BreakpointGrid({
  caption,
  render,
}: {
  caption: string;
  render: (breakpoint: KeyVisualBreakpoint) => ReactNode;
}) {
  const t = useTexts(KEY_VISUAL_TEXTS);
  return (
    <figure className="c-breakpoints">
      <figcaption>{caption}</figcaption>
      <ul>
        {KEY_VISUAL_BREAKPOINTS.map((bp) => {
          const size = BREAKPOINT_IMAGE_SIZE[bp];
          return (
            <li key={bp}>
              <div className="c-breakpoints__frame" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
                {render(bp)}
              </div>
              <span>
                {fillText(t.breakpoint, {
                  bp,
                  min: String(BREAKPOINT_MIN_WIDTH[bp]),
                  w: String(size.width),
                  h: String(size.height),
                })}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
