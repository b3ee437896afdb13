export interface FrameLeaveInput {
  /** window.self !== window.top */
  framed: boolean;
  /** Modules.ModuleIntegratedFrame: the host page embeds the portal on purpose. */
  integrated: boolean;
  urls: { MandantUrl: string; EmpfehlenPath: string };
  /** The route being opened, with its search. */
  pathWithSearch: string;
}

/**
 * Spec §2: in an iframe that is not in integrated mode, the browser leaves to the tenant URL plus
 * the referral path, with the route as hash. Returns where to go, or null to stay.
 */
export function frameLeaveTarget({
  framed,
  integrated,
  urls,
  pathWithSearch,
}: FrameLeaveInput): string | null {
  if (!framed || integrated) return null;
  const base = urls.MandantUrl.replace(/\/+$/, '');
  const path = urls.EmpfehlenPath ? `/${urls.EmpfehlenPath.replace(/^\/+/, '')}` : '';
  return `${base}${path}#${pathWithSearch}`;
}
