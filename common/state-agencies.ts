// A state's wildlife agency as administrators keep it (/admin-dashboard/agencies): the fallback
// when no provider matches, and where to turn when no provider could be notified. A phone number
// is shown only once an administrator has entered it (docs/decisions/016).

export interface StateAgencyContact {
  state: string;
  name: string;
  website: string | null;
  phone: string | null;
  hours: string | null;
  notes: string | null;
}

export const CHECKED_ON_INVALID = 'Enter the day you checked these details, like 2026-11-24: not a day in the future';
/** The version a form edits: the stored row's last change, or NEW_AGENCY for a state without one. */
export const NEW_AGENCY = 'new';
