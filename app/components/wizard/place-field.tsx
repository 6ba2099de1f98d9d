import type { ComponentProps } from 'react';
import { Field, fieldId } from '../form.tsx';
import { useT } from '../../lib/i18n.ts';

// A location field that suggests places as you type (US addresses only): the field, its
// hidden place id, and the list and status that the wizard's script (app/enhance/
// place-suggestions.ts) fills and turns into an ARIA 1.2 combobox. Without JavaScript it is the
// plain field it was, and the list stays hidden.

export function PlaceField(props: ComponentProps<typeof Field>) {
  const t = useT();
  const listId = `${fieldId(props.name)}-suggestions`;
  const statusId = `${listId}-status`;
  return (
    <div className="relative">
      <Field {...props} data-place-list={listId} data-place-status={statusId} />
      <input type="hidden" name="placeId" defaultValue="" />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('Suggested places')}
        hidden
        className="absolute z-10 mt-1 w-full overflow-hidden rounded-md border border-slate-300 bg-white shadow-lg"
      />
      <p
        id={statusId}
        role="status"
        className="sr-only"
        data-suggested-one={t('{{count}} suggested places; use the arrow keys to choose', { count: 1, replace: { count: '{{count}}' } })}
        data-suggested-other={t('{{count}} suggested places; use the arrow keys to choose', { count: 2, replace: { count: '{{count}}' } })}
      />
    </div>
  );
}
