import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type HostBridge, startHostBridge } from './host-bridge.ts';

/**
 * The widget's messages with the host page (spec §2). Only inside a frame: the layout loads it
 * with frame-parts.tsx there, so the start page outside one carries none of it.
 */
export function useParentMessages(frameOrigins: readonly string[]): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [bridge, setBridge] = useState<HostBridge | null>(null);

  useEffect(() => {
    const started = startHostBridge(frameOrigins, (path) => void navigateRef.current(path));
    setBridge(started);
    return () => started?.stop();
  }, [frameOrigins]);

  useEffect(() => {
    bridge?.route(pathname, search);
  }, [bridge, pathname, search]);
}
