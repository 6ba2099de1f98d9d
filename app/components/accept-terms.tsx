import { Checkbox } from './form.tsx';
import { Link } from './link.tsx';
import { useT } from '../lib/i18n.ts';

// The box every form that makes an account asks to be ticked (register, the wizard's "Your
// Details", taking over a listing from its e-mail link), with links to the two policies.

export function AcceptTermsCheckbox({ linkClassName = 'underline' }: { linkClassName?: string }) {
  const t = useT();
  return (
    <Checkbox
      name="acceptTerms"
      required
      label={
        <>
          {t('I agree to the')}{' '}
          <Link to="/terms" className={linkClassName}>
            {t('Terms of Service')}
          </Link>{' '}
          {t('and')}{' '}
          <Link to="/privacy" className={linkClassName}>
            {t('Privacy Policy')}
          </Link>
        </>
      }
    />
  );
}
