import { message } from './i18n.ts';

// Roles and where each lands after signing in: its own dashboard.
export const ROLES = ['user', 'helper', 'provider', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  user: message('Member'),
  helper: message('Volunteer helper'),
  provider: message('Provider'),
  admin: message('Administrator'),
};

export function dashboardPathFor(role: Role): string {
  switch (role) {
    case 'admin':
      return '/admin-dashboard';
    case 'provider':
      return '/provider-dashboard';
    case 'helper':
      return '/helper-dashboard';
    default:
      return '/dashboard';
  }
}
