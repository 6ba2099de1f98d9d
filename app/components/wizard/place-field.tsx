import type { ComponentProps } from 'react';
import { Field, fieldId } from '../form.tsx';
import { useT } from '../../lib/i18n.ts';

// A location field that suggests places as you type (US addresses only): the field, and
// the list and status that the wizard's script (app/enhance/place-suggestions.ts) fills and turns
// into an ARIA 1.2 combobox, giving the field and the list their roles. Without JavaScript it is
// the plain field it was, and the list an empty one that stays hidden. The chosen place's id is
// one field of the form's, whichever field it was chosen in (PlaceIdField).

export function PlaceField(props: ComponentProps<typeof Field>) {
  const t = useT();
  const listId = `${fieldId(props.name)}-suggestions`;
  const statusId = `${listId}-status`;
  return (
    <div className="relative">
      <Field {...props} data-place-list={listId} data-place-status={statusId} />
      <ul
        id={listId}
        data-label={t('Suggested places')}
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

/** The place chosen among the suggestions, in any of the form's place fields: sent once (the server reads one). */
export function PlaceIdField() {
  return <input type="hidden" name="placeId" defaultValue="" />;
}
