import { Link } from '../link.tsx';
import { STEP_TITLES, authStep, wizardUrl, type RequestType } from '../../../common/wizard.ts';
import { useT } from '../../lib/i18n.ts';

/**
 * Earlier steps can be clicked, later ones are disabled (they need the answers before them); phones see only the current one.
 * A signed-in person never sees "Your Details": it is not counted for them.
 */
export function StepIndicator({ type, step, signedIn }: { type: RequestType; step: number; signedIn: boolean }) {
  const t = useT();
  const titles = signedIn ? STEP_TITLES[type].slice(0, authStep(type) - 1) : STEP_TITLES[type];
  return (
    <nav aria-label={t('Progress')}>
      <p className="text-sm font-medium text-slate-600 sm:hidden">
        {t('Step {{step}} of {{steps}}: {{title}}', { step, steps: titles.length, title: t(titles[step - 1] ?? '') })}
      </p>
      <ol className="hidden gap-2 sm:flex">
        {titles.map((title, index) => {
          const number = index + 1;
          const base = 'flex items-center gap-2 rounded-full px-3 py-1 text-sm';
          if (number < step) {
            return (
              <li key={title}>
                <Link to={wizardUrl(type, number)} replace className={`${base} bg-brand-100 text-brand-900 underline`}>
                  <span aria-hidden="true">✓</span> {number}. {t(title)}
                </Link>
              </li>
            );
          }
          return (
            <li key={title}>
              <span
                aria-current={number === step ? 'step' : undefined}
                aria-disabled={number > step || undefined}
                className={`${base} ${number === step ? 'bg-brand-700 font-semibold text-white' : 'bg-slate-100 text-slate-500'}`}
              >
                {number}. {t(title)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
