import type { ClientLoaderFunctionArgs } from 'react-router';
import { parseWizardParams } from '../../../../common/wizard.ts';
import type { WizardStepData } from '../../../../app/lib/wizard-data.server.ts';

// The wizard's first step (help type) needs no data: what the server's loader gives it for a
// visitor without a draft, made in the browser. The later steps (a draft kept on the server)
// are not part of the baseline.
export { default, meta } from '../../../../app/routes/find-help.tsx';

export async function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<WizardStepData> {
  const { type } = parseWizardParams(new URL(request.url).searchParams);
  return {
    type,
    step: 1,
    location: null,
    matchCount: 0,
    matches: null,
    animalTypes: [],
    details: null,
    questions: [],
    photos: [],
    firstAid: null,
    questionsError: null,
    animalTypesError: null,
    donationSuggestions: null,
    donation: null,
    mode: 'new',
    signedIn: false,
    contacts: null,
    reach: null,
  };
}
