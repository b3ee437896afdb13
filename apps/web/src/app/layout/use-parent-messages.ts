import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isFramed } from '../../lib/is-framed.ts';
import type { HostBridge } from './host-bridge.ts';

/**
 * The widget's messages with the host page (spec §2): the bridge is loaded only inside a frame,
 * so the start page outside one carries none of it.
 */
export function useParentMessages(frameOrigins: readonly string[]): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const [bridge, setBridge] = useState<HostBridge | null>(null);

  useEffect(() => {
    if (!isFramed()) return;
    let stopped = false;
    let started: HostBridge | null = null;
    void import('./host-bridge.ts').then(({ startHostBridge }) => {
      if (stopped) return;
      started = startHostBridge(frameOrigins, (path) => void navigateRef.current(path));
      setBridge(started);
    });
    return () => {
      stopped = true;
      started?.stop();
    };
  }, [frameOrigins]);

  useEffect(() => {
    bridge?.route(pathname, search);
  }, [bridge, pathname, search]);
}
