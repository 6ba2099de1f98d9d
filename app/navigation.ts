import { wizardUrl } from '../common/wizard.ts';
// The site's navigation in one place: header, mobile menu and footer read from here (SPEC §2).

export interface NavLink {
  to: string;
  label: string;
}

export const primaryLinks: NavLink[] = [
  { to: '/find-help', label: 'Get Help Now' },
  { to: '/resources', label: 'Wildlife Issues' },
  { to: '/standards', label: 'Standards' },
];

export const aboutLinks: NavLink[] = [
  { to: '/about', label: 'About Wildline' },
  { to: '/mission-vision', label: 'Mission & Vision' },
  { to: '/help-guide', label: 'How to Use Wildline' },
  { to: '/volunteer', label: 'Volunteer' },
];

export const providerLinks: NavLink[] = [
  { to: '/standards', label: 'Standards & Verification' },
  { to: '/claim-listing', label: 'Claim or Create a Listing' },
];

/** Mobile-only shortcuts straight into the wizard (SPEC §2). */
export const emergencyShortcuts: NavLink[] = [
  // The type is chosen by the shortcut: the wizard starts at the location, not at the choice again.
  { to: wizardUrl('emergency', 2), label: 'Wildlife Emergency' },
  { to: wizardUrl('conflict', 2), label: 'Wildlife Conflict' },
];

export const footerQuickLinks: NavLink[] = [
  { to: '/find-help', label: 'Get Help Now' },
  { to: '/resources', label: 'Wildlife Issues' },
  { to: '/help-guide', label: 'How to Use Wildline' },
  { to: '/about', label: 'About' },
  { to: '/mission-vision', label: 'Mission & Vision' },
];

export const footerLegalLinks: NavLink[] = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/volunteer', label: 'Volunteer' },
];
