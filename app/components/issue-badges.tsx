import { SEVERITY_LABELS, type IssueType, type Severity } from '../../common/guide.ts';
import { useT } from '../lib/i18n.ts';

const TYPE_STYLE: Record<IssueType, string> = {
  emergency: 'bg-red-100 text-red-900 ring-red-300',
  conflict: 'bg-amber-100 text-amber-900 ring-amber-300',
};
const SEVERITY_STYLE: Record<Severity, string> = {
  critical: 'bg-red-700 text-white ring-red-700',
  high: 'bg-orange-100 text-orange-900 ring-orange-300',
  medium: 'bg-yellow-50 text-yellow-900 ring-yellow-300',
  low: 'bg-slate-100 text-slate-800 ring-slate-300',
};

// The badge's shape is the `issue-badge` class (app/app.css): a page of the guide's list shows 48.
const badge = 'issue-badge';

export function IssueBadges({ issueType, severity }: { issueType: IssueType; severity: Severity }) {
  const t = useT();
  return (
    <span className="flex flex-wrap gap-2">
      <span className={`${badge} ${TYPE_STYLE[issueType]}`}>{t(issueType === 'emergency' ? 'Emergency' : 'Conflict')}</span>
      <span className={`${badge} ${SEVERITY_STYLE[severity]}`}>
        <span className="sr-only">{t('Severity:')} </span>
        {t(SEVERITY_LABELS[severity])}
      </span>
    </span>
  );
}
