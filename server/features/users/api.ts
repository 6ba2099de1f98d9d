import { Hono } from 'hono';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { operation } from '../../lib/api-route.ts';
import { getOwnProfile, listUsers } from './service.ts';

export function usersApi({ db }: AppServices) {
  return new Hono<HttpEnv>()
    .get(
      '/me',
      operation({
        operationId: 'getMe',
        summary: 'The signed-in user (401 without a session)',
        access: 'session',
        responses: { 200: '{ user }: the profile' },
      }),
      async (c) => c.json({ user: await getOwnProfile(db, c.get('actor')) }),
    )
    .get(
      '/users',
      operation({
        operationId: 'listUsers',
        summary: 'All users, newest first. Administrators only: 401 without a session, 403 for other roles.',
        access: 'session',
        responses: { 200: '{ users: [...] }' },
        refusals: [403],
      }),
      async (c) => c.json({ users: await listUsers(db, c.get('actor')) }),
    );
}
