import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../root.tsx';

/** What the root loader gives every page: who is signed in, the sample-listings flag, the contact addresses. */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}
