// The OpenAPI description of /api/v1 (DESIGN.md "API"), grown with each endpoint.
// Errors are RFC 9457 problem details; validation errors carry the field errors.

const problem = { description: 'An error, as problem details', content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } } };
const json = (description: string, schema: object = { type: 'object' }) => ({ description, content: { 'application/json': { schema } } });
const body = (schema: object) => ({ required: true, content: { 'application/json': { schema } } });
const ok = (description: string, schema?: object) => ({ 200: json(description, schema), default: problem });
const created = (description: string) => ({ 201: json(description), default: problem });
const query = (name: string, description: string, schema: object = { type: 'string' }, required = false) => ({ name, in: 'query', required, description, schema });
const pathId = (description: string) => ({ name: 'id', in: 'path', required: true, description, schema: { type: 'string' } });
const adminOnly = 'Administrators only: 401 without a session, 403 for other roles. Audit-logged.';

const issueInput = {
  type: 'object',
  required: ['title', 'description', 'issueType', 'severity', 'animalType'],
  properties: {
    id: { type: 'string', description: 'readable slug; made from the title when absent' },
    title: { type: 'string' },
    description: { type: 'string' },
    issueType: { enum: ['emergency', 'conflict'] },
    severity: { enum: ['critical', 'high', 'medium', 'low'] },
    animalType: { type: 'string' },
    categoryId: { type: ['string', 'null'], format: 'uuid' },
    immediateActions: { type: 'array', items: { type: 'string' } },
    longTermSolutions: { type: 'array', items: { type: 'string' } },
    preventionTips: { type: 'array', items: { type: 'string' } },
    searchKeywords: { type: 'array', items: { type: 'string' } },
    active: { type: 'boolean' },
  },
};
const named = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };

export const openApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Wildline API', version: '1', description: 'Find wildlife help in the United States.' },
  servers: [{ url: '/api/v1' }],
  paths: {
    '/me': { get: { summary: 'The signed-in user (401 without a session)', responses: ok('The profile') } },
    '/users': { get: { summary: 'All users, newest first. Administrators only.', responses: ok('The users') } },
    '/animal-types': {
      get: { summary: 'Active animal types, by name', responses: ok('The list') },
      post: { summary: `Create an animal type. ${adminOnly}`, requestBody: body(named), responses: created('Created') },
    },
    '/animal-types/{id}': {
      parameters: [pathId('animal type id (uuid)')],
      put: { summary: `Rename or (de)activate. ${adminOnly}`, requestBody: body({ ...named, properties: { ...named.properties, active: { type: 'boolean' } } }), responses: ok('Saved') },
      delete: { summary: `Delete an unused animal type. ${adminOnly}`, responses: ok('Deleted') },
    },
    '/issue-categories': {
      get: { summary: 'Issue categories, by name', responses: ok('The list') },
      post: { summary: `Create a category. ${adminOnly}`, requestBody: body(named), responses: created('Created') },
    },
    '/issue-categories/{id}': {
      parameters: [pathId('category id (uuid)')],
      put: { summary: `Rename a category. ${adminOnly}`, requestBody: body(named), responses: ok('Saved') },
      delete: { summary: `Delete a category (its issues stay, uncategorised). ${adminOnly}`, responses: ok('Deleted') },
    },
    '/issues': {
      get: {
        summary: 'Search the wildlife-issues guide (ranked full text, typo-tolerant)',
        parameters: [
          query('q', 'search words'),
          query('category', 'category id', { type: 'string', format: 'uuid' }),
          query('animal', 'animal type name'),
          query('type', 'emergency or conflict; omit for all', { enum: ['emergency', 'conflict'] }),
        ],
        responses: ok('Matching active issues'),
      },
      post: { summary: `Create an issue. ${adminOnly}`, requestBody: body(issueInput), responses: created('Created') },
    },
    '/issues/{id}': {
      parameters: [pathId('issue slug, e.g. raccoon-in-attic')],
      get: { summary: 'An active issue and up to three related ones (404 when unknown or inactive)', responses: ok('The issue') },
      put: { summary: `Edit an issue. ${adminOnly}`, requestBody: body(issueInput), responses: ok('Saved') },
      delete: { summary: `Delete an issue. ${adminOnly}`, responses: ok('Deleted') },
    },
    '/issues/{id}/active': {
      parameters: [pathId('issue slug')],
      patch: { summary: `Publish or hide an issue. ${adminOnly}`, requestBody: body({ type: 'object', required: ['active'], properties: { active: { type: 'boolean' } } }), responses: ok('Saved') },
    },
    '/providers/match': {
      get: {
        summary: 'Providers who can help near a place (search_providers_in_radius)',
        parameters: [
          query('state', 'two-letter code of one of the 50 states', { type: 'string' }, true),
          query('type', 'rehabilitator (emergencies) or control (conflicts)', { enum: ['rehabilitator', 'control'] }, true),
          query('lat', 'latitude; with lng, matches within the radius', { type: 'number' }),
          query('lng', 'longitude', { type: 'number' }),
          query('animal', 'animal type name'),
        ],
        responses: ok('Matches nearest first, or the state agency and national resources'),
      },
    },
    '/help-requests': {
      post: {
        summary: 'Submit a help request as the signed-in user (submit_help_request), with the wizard\'s rules',
        parameters: [{ name: 'Idempotency-Key', in: 'header', description: 'the same key twice makes one request', schema: { type: 'string' } }],
        responses: ok('201 { id } created, 200 { id } for a repeated Idempotency-Key; 401 without a session'),
      },
    },
    '/provider/help-requests': {
      get: {
        summary: "The signed-in provider's requests: those it may take (no requester details) and its own answers (get_provider_help_requests)",
        responses: ok('{ provider, eligible: [...], responses: [...] }'),
      },
    },
    '/provider/help-requests/{id}': {
      get: {
        summary: 'One request as the provider may see it; the requester contact details only after it accepted',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: ok('{ request, answers, response, requester }'),
      },
    },
    '/provider/help-requests/{id}/responses': {
      post: {
        summary: 'Accept (the request becomes assigned; one provider wins) or decline with a note',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } }],
        responses: ok('{ status: accepted | declined }; 409 when another provider accepted first'),
      },
    },
    '/places/suggestions': {
      get: {
        summary: 'Up to 5 US places (50 states) for what was typed: a ZIP, a city, or with Google Places an address',
        parameters: [query('q', 'what the visitor typed', { type: 'string' }, true)],
        responses: ok('{ suggestions: [{ label, address?, city, state, zip, lat, lng }] }'),
      },
    },
    '/places/nearest': {
      get: {
        summary: 'The US ZIP (50 states) whose centre is nearest a position, for "Use my location"; 404 when none is within 30 miles',
        parameters: [query('lat', 'latitude in degrees', { type: 'number' }, true), query('lng', 'longitude in degrees', { type: 'number' }, true)],
        responses: ok('{ place: { label, city, state, zip, lat, lng } }'),
      },
    },
  },
  components: {
    schemas: {
      Problem: {
        type: 'object',
        required: ['type', 'title', 'status', 'detail'],
        properties: {
          type: { type: 'string' },
          title: { type: 'string' },
          status: { type: 'integer' },
          detail: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          requestId: { type: 'string' },
        },
      },
    },
  },
} as const;
