import { useActionData, useNavigation } from 'react-router';

/**
 * The last action's answer, once the page's data has been reloaded after it. React Router shows
 * an action's answer as soon as it arrives and the reloaded loader data a moment later, so a page
 * would say "approved" beside the list that still shows the claim; holding the answer back while
 * the navigation is loading makes the message and the new data appear together. Without
 * JavaScript both come in one page anyway.
 */
export function useSettledActionData<T>() {
  const result = useActionData<T>();
  return useNavigation().state === 'loading' ? undefined : result;
}
