import { message } from '../common/i18n.ts';
import { wizardUrl } from '../common/wizard.ts';
// The site's navigation in one place: header, mobile menu and footer read from here, so they never disagree.
// Labels are English keys, translated where they are shown.

export interface NavLink {
  to: string;
  label: string;
}

export const primaryLinks: NavLink[] = [
  { to: '/find-help', label: message('Get Help Now') },
  { to: '/resources', label: message('Wildlife Issues') },
  { to: '/standards', label: message('Standards') },
];

export const aboutLinks: NavLink[] = [
  { to: '/about', label: message('About Wildline') },
  { to: '/mission-vision', label: message('Mission & Vision') },
  { to: '/help-guide', label: message('How to Use Wildline') },
  { to: '/volunteer', label: message('Volunteer') },
];

export const providerLinks: NavLink[] = [
  { to: '/standards', label: message('Standards & Verification') },
  { to: '/claim-listing', label: message('Claim or Create a Listing') },
];

/** Mobile-only shortcuts straight into the wizard, one tap from help on a phone. */
export const emergencyShortcuts: NavLink[] = [
  // The type is chosen by the shortcut: the wizard starts at the location, not at the choice again.
  { to: wizardUrl('emergency', 2), label: message('Wildlife Emergency') },
  { to: wizardUrl('conflict', 2), label: message('Wildlife Conflict') },
];

export const footerQuickLinks: NavLink[] = [
  { to: '/find-help', label: message('Get Help Now') },
  { to: '/resources', label: message('Wildlife Issues') },
  { to: '/help-guide', label: message('How to Use Wildline') },
  { to: '/about', label: message('About') },
  { to: '/mission-vision', label: message('Mission & Vision') },
];

export const footerLegalLinks: NavLink[] = [
  { to: '/privacy', label: message('Privacy Policy') },
  { to: '/terms', label: message('Terms of Service') },
  { to: '/volunteer', label: message('Volunteer') },
];
