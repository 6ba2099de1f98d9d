// Shapes of the seed data files in ./data. Each file exports plain data so that
// content can be reviewed in a diff; seed.ts turns it into rows.
import type { StandardsLevel } from '../../../common/matching.ts';
import type { LinePurpose, LineRegion, LineSituation } from '../../../common/phone-lines.ts';
import type { StateCode } from '../../../common/us-states.ts';

export type IssueType = 'emergency' | 'conflict';
export type Severity = 'critical' | 'high' | 'medium' | 'low';
export type ProviderKind = 'rehabilitator' | 'control';
/** 'none' = not yet chosen (a new claim); then the three levels a listing can show, lowest first. */
export type { StandardsLevel };
export type QuestionType = 'text' | 'textarea' | 'select' | 'radio' | 'checkbox' | 'number';
export type FormType = 'rehabilitation' | 'control';

export interface WildlifeIssueSeed {
  /** readable slug, e.g. 'baby-bird-out-of-nest' */
  id: string;
  title: string;
  description: string;
  issueType: IssueType;
  severity: Severity;
  /** must be one of animalTypeSeeds */
  animalType: string;
  /** must be one of issueCategorySeeds */
  category: string;
  immediateActions: string[];
  longTermSolutions: string[];
  preventionTips: string[];
  searchKeywords: string[];
}

export interface ProviderSeed {
  name: string;
  type: ProviderKind;
  address: string;
  city: string;
  /** two-letter state code */
  state: string;
  zip: string;
  lat: number;
  lng: number;
  /** reserved fictional range only: 'NNN-555-01XX' */
  phone: string;
  email: string | null;
  website: string | null;
  description: string;
  services: string[];
  /** animal type names; empty = accepts all */
  animals: string[];
  availabilityDays: string[];
  availabilityHours: string;
  /** answers at any hour, any day: the sample listings open "24 hours" all week */
  hotline24h?: boolean;
  standards: StandardsLevel;
  certifications: string[];
  claimed: boolean;
  approved: boolean;
}

export interface StateAgencySeed {
  /** two-letter state code */
  state: string;
  name: string;
  /** official website, or null where not known for certain */
  website: string | null;
}

export interface FormQuestionSeed {
  formType: FormType;
  question: string;
  description: string | null;
  questionType: QuestionType;
  /** required for select, radio and checkbox; [] otherwise */
  options: string[];
  required: boolean;
  /** animal type name when the question applies to one animal only, else null */
  animalType: string | null;
  displayOrder: number;
}

/**
 * A guide entry's Spanish, beside its English in the same row. Each list has as many
 * items as the English one, in the same order, so that an administrator can compare them line by
 * line; searchKeywords are the words a Spanish speaker would type, not a translation of the English.
 */
export interface WildlifeIssueSpanishSeed {
  title: string;
  description: string;
  immediateActions: string[];
  longTermSolutions: string[];
  preventionTips: string[];
  searchKeywords: string[];
}

/** A phone line the seed brings (docs/decisions/046): the row as stored, and how it was checked. */
export interface AgencyLineSeed {
  /** stable: '<scope>:<state or region>:<ten digits>' */
  seedKey: string;
  scope: 'state' | 'national';
  state: StateCode | null;
  region: LineRegion | null;
  situations: LineSituation[];
  organisation: string;
  phone: string;
  printedAs: string | null;
  purpose: LinePurpose;
  hours: string | null;
  hoursEs: string | null;
  hoursRule: string;
  callerNote: string | null;
  callerNoteEs: string | null;
  sourceUrl: string | null;
  sourceExcerpt: string | null;
  /** the day the number was read again in its source; null where the source could not be reached */
  checkedOn: string | null;
  /** the look-up that found (or did not find) the number in its source */
  checkedHow: string;
}
