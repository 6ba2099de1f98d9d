import { Hono } from 'hono';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { ZDetailsBase, ZLocation } from '../../../common/wizard-schemas.ts';
import type { AppServices } from '../../context.ts';
import type { HttpEnv } from '../../http.ts';
import { limitPerClientIp } from '../../lib/api-limits.ts';
import { headers, jsonBody, operation } from '../../lib/api-route.ts';
import { badRequest } from '../../lib/errors.ts';
import { formTypeFor, getFormQuestions, readAnswers } from './wizard-questions.ts';
import { locateRequest, PLACE_ID } from './locate.ts';
import { submitHelpRequest } from './submit-help-request.ts';

// POST /api/v1/help-requests: the wizard's submission for integrators (DESIGN.md "API"), with
// the wizard's rules: location, details, the form's questions, a pledge for emergencies only.
// The same Idempotency-Key from the same user makes one request. Limited per client address,
// sharing its count with the wizard's final submit (api-limits.ts).

const ZHelpRequestBody = ZLocation.extend(ZDetailsBase.shape).extend({
  type: z.enum(['emergency', 'conflict'], { error: 'type must be emergency or conflict' }),
  donationAmount: z.number({ error: 'donationAmount must be a number' }).min(0, 'Enter an amount of 0 or more').max(100_000).nullable().default(null),
  responses: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).default({}),
  /** the Places suggestion the person chose (GET /api/v1/places), located by its own coordinates */
  placeId: z.string({ error: 'placeId must be text' }).regex(PLACE_ID, 'placeId must be a place id from /api/v1/places').nullable().default(null),
});
const ZIdempotencyKey = z.string().regex(/^[\w-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _');
/** The header as a field, so a bad one is told under its name like any other field (named in lower case, as Hono reads headers). */
const ZIdempotencyHeader = z.object({
  'idempotency-key': ZIdempotencyKey.optional().describe('the same key twice from the same user makes one request'),
});

/** The answers as the wizard's form would post them, so one set of rules reads both. */
function answersAsForm(responses: Record<string, string | number | string[]>) {
  const form = new FormData();
  for (const [id, answer] of Object.entries(responses)) {
    for (const value of Array.isArray(answer) ? answer : [answer]) form.append(`q_${id}`, String(value));
  }
  return form;
}

export function helpRequestsApi(services: AppServices) {
  const { db, geocoder } = services;
  const described = operation({
    operationId: 'submitHelpRequest',
    access: 'session',
    refusals: [429],
    summary:
      "Submit a help request as the signed-in user, with the wizard's rules: 401 without a session. Its responses field answers the form's questions, by question id. Limited per client address (429).",
    responses: { 201: '{ id } of the request made; Location: its page', 200: '{ id } of the request this Idempotency-Key already made' },
  });
  const limited = limitPerClientIp(services, 'help-request-submissions');
  return new Hono<HttpEnv>().post('/help-requests', described, limited, headers(ZIdempotencyHeader), jsonBody(ZHelpRequestBody), async (c) => {
    const key = c.req.valid('header')['idempotency-key'] ?? randomUUID();
    const body = c.req.valid('json');

    const questions = await getFormQuestions(db, formTypeFor(body.type), body.animalType);
    const { answers, errors } = readAnswers(questions, answersAsForm(body.responses));
    const located = await locateRequest(geocoder, body, body.placeId);
    const fieldErrors = {
      ...('fieldErrors' in located ? located.fieldErrors : {}),
      ...Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`responses.${field.slice(2)}`, messages])),
    };
    if ('fieldErrors' in located || Object.keys(fieldErrors).length) throw badRequest('Some fields are not valid.', fieldErrors);

    const { id, created } = await submitHelpRequest(
      db,
      c.get('actor'),
      {
        ...located.location,
        type: body.type,
        animalType: body.animalType,
        situationDetails: body.situationDetails,
        donationAmount: body.type === 'emergency' ? body.donationAmount : null,
        responses: answers,
      },
      key,
      { match: services.match },
    );
    c.header('Location', `/request-submitted?id=${id}`);
    return c.json({ id }, created ? 201 : 200);
  });
}
