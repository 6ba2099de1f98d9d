import { Hono } from 'hono';
import { z } from 'zod';
import { ZPushSubscription } from '../../../common/push-schemas.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { jsonBody, operation, params } from '../../lib/api-route.ts';
import { browserName } from './browser-name.ts';
import { addPushSubscription, listPushSubscriptions, removePushSubscription } from './subscriptions.ts';

// The account page's browser notifications over JSON (docs/decisions/030): subscribing needs the
// browser's PushSubscription, so it is JavaScript's; the page lists and removes devices with plain
// forms too.

const PUSH_USERS = 'Providers with a listing and field-team members: 401 without a session, 403 for others.';

export function pushApi({ db, config }: AppServices) {
  return new Hono<HttpEnv>()
    .get(
      '/push-subscriptions',
      operation({
        operationId: 'listPushSubscriptions',
        summary: `The signed-in person's devices with notifications on, and the key a browser subscribes with. ${PUSH_USERS}`,
        access: 'session',
        responses: { 200: '{ publicKey, subscriptions: [{ id, label, createdAt }] }' },
        refusals: [403],
      }),
      async (c) => {
        // The permission check first: a refused caller never makes the keys.
        const subscriptions = await listPushSubscriptions(db, c.get('actor'));
        return c.json({ publicKey: config.vapidKeys().publicKey, subscriptions });
      },
    )
    .post(
      '/push-subscriptions',
      operation({
        operationId: 'addPushSubscription',
        summary: `Keep this browser's push subscription (PushSubscription.toJSON(), with an optional label); the same browser again replaces it. 400 when its endpoint is not a known push service. ${PUSH_USERS}`,
        access: 'session',
        responses: { 201: '{ subscription: { id, label, createdAt } }' },
        refusals: [403],
      }),
      jsonBody(ZPushSubscription),
      async (c) => {
        const body = c.req.valid('json');
        const label = body.label ?? browserName(c.req.header('user-agent'));
        return c.json({ subscription: await addPushSubscription(db, config, c.get('actor'), { ...body, label }) }, 201);
      },
    )
    .delete(
      '/push-subscriptions/:id',
      operation({
        operationId: 'removePushSubscription',
        summary: `Stop notifications on one device; 404 when it is not the signed-in person's. ${PUSH_USERS}`,
        access: 'session',
        responses: { 204: 'removed' },
        refusals: [403, 404],
      }),
      params(z.object({ id: z.string().describe('the subscription id (uuid)') })),
      async (c) => {
        await removePushSubscription(db, c.get('actor'), c.req.valid('param').id);
        return c.body(null, 204);
      },
    );
}
