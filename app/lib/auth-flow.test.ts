import { describe, expect, it } from 'vitest';
import '../../common/i18n-catalogs.ts';
import { translator } from '../../common/i18n.ts';
import { authFlowBanner as bannerIn, authFlowQuery, readAuthFlow, type AuthFlow } from './auth-flow.ts';

const flow = (query: string) => readAuthFlow(new URLSearchParams(query));
const authFlowBanner = (of: AuthFlow) => bannerIn(of, translator('en'));

describe('login and register banners', () => {
  it('says how many providers were found', () => {
    expect(authFlowBanner(flow('type=emergency&providers=3'))).toBe(
      'We found 3 matching providers near you. Sign in or create an account to connect with them.',
    );
    expect(authFlowBanner(flow('type=conflict&providers=1'))).toContain('1 matching provider near you');
  });

  it('promises the state agency when none were found', () => {
    expect(authFlowBanner(flow('type=emergency&providers=0'))).toBe(
      'We will connect you with your state wildlife agency and other resources. Sign in or create an account to continue.',
    );
  });

  it('speaks of the listing in the claim flow, and says nothing otherwise', () => {
    expect(authFlowBanner(flow('claim=1'))).toBe("Sign in to claim your organization's listing.");
    expect(authFlowBanner(flow(''))).toBeNull();
    expect(authFlowBanner(flow('type=volcano&providers=-2'))).toBeNull();
  });

  it('says it in Spanish on a Spanish page, with the count agreeing', () => {
    expect(bannerIn(flow('type=conflict&providers=1'), translator('es'))).toBe(
      'Encontramos 1 proveedor adecuado cerca de usted. Inicie sesión o cree una cuenta para comunicarse con ellos.',
    );
    expect(bannerIn(flow('claim=1'), translator('es'))).toBe('Inicie sesión para solicitar la administración del perfil de su organización.');
  });

  it('carries the flow between login and register', () => {
    const carried = authFlowQuery(flow('type=conflict&providers=2&returnUrl=%2Faccount'), { from: 'login' });
    expect(readAuthFlow(new URLSearchParams(carried.slice(1)))).toEqual({
      requestType: 'conflict',
      matchingProviders: 2,
      fromClaimListing: false,
      returnUrl: '/account',
    });
  });
});
