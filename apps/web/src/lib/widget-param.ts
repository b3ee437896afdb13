/** Spec §1/§2: widget mode is detected through `?widget=…` and carried across navigations. */
export const WIDGET_PARAM = 'widget';

export function widgetValue(search: string): string | null {
  return new URLSearchParams(search).get(WIDGET_PARAM);
}

/** Adds the current `widget` value to a target href unless the target already names one. */
export function carryWidgetParam(targetHref: string, currentSearch: string): string {
  const value = widgetValue(currentSearch);
  if (value === null) return targetHref;
  const hashIndex = targetHref.indexOf('#');
  const hash = hashIndex >= 0 ? targetHref.slice(hashIndex) : '';
  const beforeHash = hashIndex >= 0 ? targetHref.slice(0, hashIndex) : targetHref;
  const queryIndex = beforeHash.indexOf('?');
  const path = queryIndex >= 0 ? beforeHash.slice(0, queryIndex) : beforeHash;
  const params = new URLSearchParams(queryIndex >= 0 ? beforeHash.slice(queryIndex + 1) : '');
  if (params.has(WIDGET_PARAM)) return targetHref;
  params.set(WIDGET_PARAM, value);
  return `${path}?${params.toString()}${hash}`;
}
