import { Form, useLoaderData } from 'react-router';
import { Link } from '../components/link.tsx';
import { sentText } from '../lib/action-result.ts';
import { useSettledActionData } from '../lib/use-settled-action-data.ts';
import { STANDARDS_LEVEL_NAME_MAX } from '../../common/matching.ts';
import { ZStandardsLevelInput } from '../../common/standards-levels-schemas.ts';
import { AdminPageHeader } from '../components/admin-page.tsx';
import { ErrorSummary, Field, FieldErrorsScope, FieldScope, SubmitButton, SuccessBox } from '../components/form.tsx';
import { actionRefused, readForm, runFormAction } from '../lib/forms.server.ts';
import { adminStandardsLevels } from '../lib/services.server.ts';
import { adminUser, requestServices } from '../lib/session.server.ts';
import { pageMeta } from '../meta.ts';
import type { Route } from './+types/admin-standards';

export const meta = () => pageMeta('Standards Levels', 'The names of the standards levels, in English and Spanish.');

// Decision 039: the three standards levels' names, which every control operator's badge shows,
// in English and Spanish. A form per level; saved, a name is on every page at once.

const WHERE_SHOWN: Record<string, string> = {
  basic: 'Shown on control operators with no standards commitment, and on those that chose no level.',
  association: 'Shown on control operators verified to work to a national control-operators association’s standard.',
  certified: 'The highest level: shown on control operators verified to hold a humane-practice certification.',
};

export async function loader({ context }: Route.LoaderArgs) {
  const admin = adminUser(context);
  return { levels: await adminStandardsLevels.listStandardsLevelsForAdmin(requestServices(context).db, admin) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = adminUser(context);
  const { form, input, values } = await readForm(request, ZStandardsLevelInput);
  // Which of the page's forms was sent, so only that one shows the answer.
  const extra = { level: String(form.get('level') ?? '') };
  const result = await runFormAction(() => adminStandardsLevels.updateStandardsLevel(requestServices(context).db, admin, extra.level, input), {
    success: (saved) => `Saved: “${saved.name}”.`,
    values,
    extra,
  });
  // Changed meanwhile by someone else: the form starts again from the level as it is now.
  return result.init?.status === 409 ? actionRefused({ ...result.data, values: null, status: 409 }, extra) : result;
}

export default function AdminStandards() {
  const { levels } = useLoaderData<typeof loader>();
  const result = useSettledActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <AdminPageHeader title="Standards Levels">
        Every control operator’s listing shows one of these levels as a badge, in lists, match results and on its page; providers choose one on their listing,
        and you verify it on <Link to="/admin-dashboard/providers">Listing claims and standards</Link>. What each level means is explained on{' '}
        <Link to="/standards">the standards page</Link>. A saved name is shown everywhere at once.
      </AdminPageHeader>
      <div className="mt-4 space-y-3">
        {result?.ok ? <SuccessBox>{result.message}</SuccessBox> : null}
        {/* The summary's links lead to the fields of the form that was sent. */}
        <FieldScope scope={result?.level ?? ''}>
          <ErrorSummary formError={result?.formError} fieldErrors={result?.fieldErrors} />
        </FieldScope>
      </div>
      {levels.map((level) => {
        const mine = result && !result.ok && result.level === level.code ? result : undefined;
        const value = (field: 'name' | 'nameEs') => sentText(mine?.values, field) ?? level[field] ?? '';
        return (
          <section key={level.code} aria-labelledby={`level-${level.code}`} className="mt-8 rounded-xl border border-slate-200 p-5">
            <h2 id={`level-${level.code}`} className="text-xl font-semibold text-slate-900">
              {level.name}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{WHERE_SHOWN[level.code]}</p>
            <FieldScope scope={level.code}>
              {/* A new version (saved here, or by someone else meanwhile) starts the form again from it. */}
              <Form key={level.version} method="post" noValidate className="mt-4 space-y-5">
                <input type="hidden" name="level" value={level.code} />
                <input type="hidden" name="version" value={level.version} />
                <FieldErrorsScope errors={mine?.fieldErrors}>
                  <Field label="Name" name="name" required maxLength={STANDARDS_LEVEL_NAME_MAX} defaultValue={value('name')} />
                  <Field
                    label={<span lang="es">Nombre</span>}
                    name="nameEs"
                    lang="es"
                    maxLength={STANDARDS_LEVEL_NAME_MAX}
                    defaultValue={value('nameEs')}
                    hint="The name in Spanish, optional: shown on Spanish pages. Left blank, Spanish pages show the English name."
                  />
                </FieldErrorsScope>
                <SubmitButton pendingLabel="Saving..." pendingFor={(data) => data.get('level') === level.code}>
                  Save {level.name}
                </SubmitButton>
              </Form>
            </FieldScope>
          </section>
        );
      })}
    </div>
  );
}
