import { telHref } from '../../common/phone.ts';
import { US_STATES } from '../../common/us-states.ts';

// Where a volunteer said they can help and how to reach them, as administrators read it when
// approving an application and when adding a field-team member (docs/decisions/060).

export interface VolunteerArea {
  state: string | null;
  place: string | null;
  driveMiles: number | null;
  phone: string | null;
}

const stateName = (code: string | null) => US_STATES.find(([c]) => c === code)?.[1] ?? code;

/** 'Boulder, Colorado · up to 25 miles'; applications sent before these were asked say so. */
export function volunteerArea({ state, place, driveMiles }: VolunteerArea): string {
  if (!state && !place) return 'Not asked when they applied';
  return [[place, stateName(state)].filter(Boolean).join(', '), driveMiles ? `up to ${driveMiles} miles` : null].filter(Boolean).join(' · ');
}

export function VolunteerPhone({ phone }: Pick<VolunteerArea, 'phone'>) {
  return phone ? (
    <a href={telHref(phone)} className="font-semibold text-brand-700 underline">
      {phone}
    </a>
  ) : (
    <>Not asked when they applied</>
  );
}
