// The OpenAPI description of /api/v1, grown with each endpoint (DESIGN.md "API").
const problemResponse = {
  description: 'An error, as RFC 9457 problem details',
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
};

export const openApiDocument = {
  openapi: '3.1.0',
  info: {
    title: 'Wildline API',
    version: '1',
    description: 'Find wildlife help in the United States. Errors are application/problem+json.',
  },
  servers: [{ url: '/api/v1' }],
  paths: {
    '/animal-types': {
      get: {
        summary: 'Active animal types, by name',
        responses: {
          200: {
            description: 'The list',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    animalTypes: {
                      type: 'array',
                      items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' } } },
                    },
                  },
                },
              },
            },
          },
          default: problemResponse,
        },
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
