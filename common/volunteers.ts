import { englishOnly, message } from './i18n.ts';

// A volunteer application: the form on /volunteer, checked
// again on the server. The choices match the roles the volunteer page describes.

// Marked for the catalogs: the form shows each choice in the page's language; the English is kept.

export const VOLUNTEER_AVAILABILITY = [
  message('Weekday mornings'),
  message('Weekday afternoons'),
  message('Weekday evenings'),
  message('Weekends'),
  message('On call for emergencies'),
] as const;
export const VOLUNTEER_SKILLS = [
  message('Driving with my own car'),
  message('Answering calls and messages'),
  message('Handling animals'),
  message('Building and repairs'),
  message('Fundraising'),
  message('Teaching and outreach'),
  message('Photography and social media'),
  message('A language other than English'),
] as const;
// What a helper can offer on the helper dashboard (common/helpers.ts), and the field team: no role the site does not have.
export const VOLUNTEER_INTERESTS = [message('Transport driver'), message('Bringing supplies'), message('Field team'), message('Fostering')] as const;

/** /volunteer asks for it, so the form requires it. */
export const ADULT_REQUIRED = message('Confirm that you are 18 or older: volunteers must be adults');

/** Administration's words for an application (English, like all administration). */
export const APPLICATION_STATUS_LABELS = { pending: englishOnly('Waiting for review'), approved: 'Approved', rejected: englishOnly('Not approved') } as const;

/** How far a volunteer can drive to help, in miles: the application's choices. */
export const VOLUNTEER_DRIVE_MILES = ['5', '10', '25', '50', '100'] as const;
