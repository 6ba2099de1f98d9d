import { Hono } from 'hono';
import { ANONYMOUS } from '../../auth/actor.ts';
import type { AppServices } from '../../context.ts';
import { listActiveAnimalTypes } from './animal-types.ts';

export function guideApi({ db }: AppServices) {
  return new Hono().get('/animal-types', async (c) => c.json({ animalTypes: await listActiveAnimalTypes(db, ANONYMOUS) }));
}
