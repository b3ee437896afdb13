/** Where goals go: the tenant's tracking id and endpoint in this environment ('' = count in the portal). */
export interface AnalyticsTarget {
  id: number;
  endpoint: string;
}

let target: AnalyticsTarget | undefined;

/**
 * The root layout names the tenant's target once its configuration is loaded. Kept apart from
 * track-goal.ts, which only pages that record goals load (not the start page, issue 32 #4).
 */
export function setAnalyticsTarget(next: AnalyticsTarget): void {
  target = next;
}

export function analyticsTarget(): AnalyticsTarget | undefined {
  return target;
}
