// A volunteer application (SPEC §3 volunteer_applications, §4): the form on /volunteer, checked
// again on the server. The choices match the roles the volunteer page describes.

export const VOLUNTEER_AVAILABILITY = ['Weekday mornings', 'Weekday afternoons', 'Weekday evenings', 'Weekends', 'On call for emergencies'] as const;
export const VOLUNTEER_SKILLS = [
  'Driving with my own car',
  'Answering calls and messages',
  'Handling animals',
  'Building and repairs',
  'Fundraising',
  'Teaching and outreach',
  'Photography and social media',
  'A language other than English',
] as const;
// What a helper can offer on the helper dashboard (common/helpers.ts), and the field team: no role the site does not have.
export const VOLUNTEER_INTERESTS = ['Transport driver', 'Bringing supplies', 'Field team', 'Fostering'] as const;

/** /volunteer asks for it, so the form requires it (issue 14). */
export const ADULT_REQUIRED = 'Confirm that you are 18 or older: volunteers must be adults';

export const APPLICATION_STATUS_LABELS = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Not approved' } as const;
