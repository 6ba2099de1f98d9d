import { Hono } from 'hono';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { getOwnProfile, listUsers } from './service.ts';

export function usersApi({ db }: AppServices) {
  return new Hono<HttpEnv>()
    .get('/me', async (c) => c.json({ user: await getOwnProfile(db, c.get('actor')) }))
    .get('/users', async (c) => c.json({ users: await listUsers(db, c.get('actor')) }));
}
