import type { TFunction } from 'i18next';

// What the login and register pages carry along from the wizard or the claim flow
// (requestType, matchingProviders, fromClaimListing). With server rendering these
// live in the query string rather than in router state.

export interface AuthFlow {
  requestType: 'emergency' | 'conflict' | null;
  matchingProviders: number | null;
  fromClaimListing: boolean;
  returnUrl: string | null;
}

export function readAuthFlow(search: URLSearchParams): AuthFlow {
  const type = search.get('type');
  const providers = Number.parseInt(search.get('providers') ?? '', 10);
  return {
    requestType: type === 'emergency' || type === 'conflict' ? type : null,
    matchingProviders: Number.isFinite(providers) && providers >= 0 ? providers : null,
    fromClaimListing: search.get('claim') === '1',
    returnUrl: search.get('returnUrl'),
  };
}

/** The same flow as query parameters, to pass between login and register. */
export function authFlowQuery(flow: AuthFlow, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (flow.requestType) params.set('type', flow.requestType);
  if (flow.matchingProviders !== null) params.set('providers', String(flow.matchingProviders));
  if (flow.fromClaimListing) params.set('claim', '1');
  if (flow.returnUrl) params.set('returnUrl', flow.returnUrl);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The banner above the login and register forms, in the page's words (`t`). */
export function authFlowBanner(flow: AuthFlow, t: TFunction): string | null {
  if (flow.fromClaimListing) return t("Sign in to claim your organization's listing.");
  if (flow.requestType && flow.matchingProviders !== null) {
    if (flow.matchingProviders > 0) {
      const found = t('We found {{count}} matching providers near you.', { count: flow.matchingProviders });
      return `${found} ${t('Sign in or create an account to connect with them.')}`;
    }
    return t('We will connect you with your state wildlife agency and other resources. Sign in or create an account to continue.');
  }
  return null;
}
