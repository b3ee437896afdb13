import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { FrameLeaveNotice } from './frame-leave-notice.tsx';
import { useParentMessages } from './use-parent-messages.ts';

/**
 * What the layout adds inside a host page's frame (the widget): the link out of a foreign frame,
 * and the messages with the host page. The layout loads it only in a frame, so a page outside one
 * carries none of it (issue 32: the start page's script).
 */
export default function FrameParts({ mandant }: { mandant: Mandant }) {
  useParentMessages(mandant.Brand.FrameOrigins);
  return <FrameLeaveNotice mandant={mandant} />;
}
