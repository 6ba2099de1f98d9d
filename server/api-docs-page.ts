import { html } from 'hono/html';
import type { JsonSchema, OpenApiDocument, OperationObject, ParameterObject } from './openapi.ts';

// /api/docs: the OpenAPI document as a page a person can read. Rendered on the
// server from the same document /api/openapi.json serves; plain HTML with its own small
// stylesheet, no script (the site's CSP allows inline styles, never another host's script).

type Schema = JsonSchema & {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  required?: string[];
  $ref?: string;
};

const num = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('en-US') : undefined);

/** "1 to 100 characters", "at most 30 items", "-90 to 90": a schema's limits in words. */
function limits(min: unknown, max: unknown, unit = ''): string | undefined {
  const [low, high] = [num(min), num(max)];
  // "at least 1 character": the unit agrees with the number it follows
  const of = (count: string) => (unit ? ` ${count === '1' ? unit.replace(/s$/, '') : unit}` : '');
  if (low !== undefined && high !== undefined) return `${low} to ${high}${of(high)}`;
  if (low !== undefined) return `at least ${low}${of(low)}`;
  if (high !== undefined) return `at most ${high}${of(high)}`;
  return undefined;
}

/** A JSON Schema in a few words: "string (uuid) or null", "list of text, at most 30". */
export function typeInWords(schema: Schema): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1)!;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (schema.anyOf) return [...new Set(schema.anyOf.map(typeInWords))].join(' or ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return types.map((type) => typeInWords({ ...schema, type })).join(' or ');
  const withLimits = (name: string, limit: string | undefined) => (limit ? `${name}, ${limit}` : name);
  switch (types[0]) {
    case 'string':
      return withLimits(schema.format ? `string (${String(schema.format)})` : 'string', limits(schema.minLength, schema.maxLength, 'characters'));
    case 'number':
    case 'integer':
      return withLimits(types[0], limits(schema.minimum, schema.maximum));
    case 'array':
      return withLimits(`list of ${schema.items ? typeInWords(schema.items) : 'anything'}`, limits(schema.minItems, schema.maxItems, 'items'));
    case 'object':
      if (schema.properties) return `object with ${Object.keys(schema.properties).join(', ')}`;
      return typeof schema.additionalProperties === 'object' ? `object whose values are ${typeInWords(schema.additionalProperties)}` : 'object';
    case undefined:
      return 'anything';
    default:
      return types[0];
  }
}

const anchorOf = (method: string, path: string) => `${method}${path.replace(/[{}]/g, '').replace(/[^a-z0-9]+/gi, '-')}`.toLowerCase();

/** A field's type in words, with its pattern and default where it has them. */
function typeCell(field: Schema) {
  return html`${typeInWords(field)}${field.pattern && !field.format ? html`, matching <code>${String(field.pattern)}</code>` : ''}${field.default !== undefined ? html` (default <code>${JSON.stringify(field.default)}</code>)` : ''}`;
}

// Two columns, so a table stays readable on a phone: the name with whether it is required, then the rest.
function fieldsTable(caption: string, schema: Schema) {
  const required = new Set(schema.required ?? []);
  return html`<table>
      <caption>${caption}</caption>
      <thead><tr><th scope="col">Field</th><th scope="col">Type</th></tr></thead>
      <tbody>
        ${Object.entries(schema.properties ?? {}).map(
          ([name, field]) =>
            html`<tr><th scope="row"><code>${name}</code><br /><span class="muted">${required.has(name) ? 'required' : 'optional'}</span></th><td>${typeCell(field)}</td></tr>`,
        )}
      </tbody>
    </table>`;
}

function parametersTable(parameters: ParameterObject[]) {
  return html`<table>
      <caption>Parameters</caption>
      <thead><tr><th scope="col">Parameter</th><th scope="col">What it is</th></tr></thead>
      <tbody>
        ${parameters.map(
          (p) =>
            html`<tr><th scope="row"><code>${p.name}</code><br /><span class="muted">${p.in}, ${p.required ? 'required' : 'optional'}</span></th><td>${p.description ? html`${p.description}: ` : ''}${typeCell(p.schema as Schema)}</td></tr>`,
        )}
      </tbody>
    </table>`;
}

function operationSection(method: string, path: string, operation: OperationObject, base: string) {
  const id = anchorOf(method, path);
  const body = operation.requestBody?.content['application/json'].schema as Schema | undefined;
  const responses = Object.entries(operation.responses).filter(([status]) => status !== 'default');
  return html`<section aria-labelledby="${id}">
    <h2 id="${id}"><span class="method">${method.toUpperCase()}</span> <code>${base}${path}</code></h2>
    <p>${operation.summary}</p>
    ${operation.parameters?.length ? parametersTable(operation.parameters) : ''}
    ${
      body
        ? html`<h3>Request body (JSON)</h3>
          ${body.properties ? fieldsTable('Request body fields', body) : html`<p>${typeInWords(body)}</p>`}
          <details><summary>The body's JSON Schema</summary><pre>${JSON.stringify(body, null, 2)}</pre></details>`
        : ''
    }
    <h3>Responses</h3>
    <ul>
      ${responses.map(([status, response]) => {
        const media = 'content' in response && response.content ? Object.keys(response.content).join(', ') : '';
        return html`<li><strong>${status}</strong>: ${'description' in response ? response.description : ''}${media ? html` <span class="muted">(${media})</span>` : ''}</li>`;
      })}
      <li><strong>Any error</strong>: <a href="#problem-details">problem details</a> <span class="muted">(application/problem+json)</span></li>
    </ul>
  </section>`;
}

const STYLE = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1c1917; background: #fafaf9; }
  header, main { max-width: 60rem; margin: 0 auto; padding: 1rem; }
  header a { color: #14532d; font-weight: 700; }
  a { color: #14532d; }
  h1 { font-size: 2rem; margin: 0.5rem 0; }
  h2 { font-size: 1.25rem; margin: 0 0 0.5rem; }
  h3 { font-size: 1rem; margin: 1rem 0 0.25rem; }
  section { background: #fff; border: 1px solid #d6d3d1; border-radius: 0.5rem; padding: 1rem; margin: 1rem 0; }
  code, pre { font-family: ui-monospace, monospace; font-size: 0.875rem; }
  td code, pre, h2 code { overflow-wrap: anywhere; }
  pre { background: #f5f5f4; padding: 0.75rem; white-space: pre-wrap; }
  .method { display: inline-block; min-width: 4rem; padding: 0 0.375rem; border-radius: 0.25rem; background: #14532d; color: #fff; font-size: 0.875rem; text-align: center; }
  .muted { color: #57534e; }
  table { border-collapse: collapse; width: 100%; margin: 0.5rem 0; font-size: 0.9375rem; }
  caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
  th, td { border-bottom: 1px solid #e7e5e4; padding: 0.375rem 0.75rem 0.375rem 0; text-align: left; vertical-align: top; overflow-wrap: break-word; }
  tbody th { font-weight: 400; width: 35%; }
  thead th { border-bottom: 2px solid #a8a29e; }
  nav ul { padding-left: 1.25rem; }
  :focus-visible { outline: 3px solid #166534; outline-offset: 2px; }
`;

/** The whole page for a document. */
export function apiDocsPage(document: OpenApiDocument) {
  const base = document.servers[0]?.url ?? '';
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
  const problem = document.components.schemas.Problem as Schema;
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${document.info.title}: reference</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <style>${STYLE}</style>
  </head>
  <body>
    <header><a href="/">Wildline</a></header>
    <main>
      <h1>${document.info.title}</h1>
      <p>${document.info.description}</p>
      <p>Every address below starts at <code>${base}</code>. The same description as an OpenAPI ${document.openapi} document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
      <nav aria-labelledby="operations">
        <h2 id="operations">Operations</h2>
        <ul>
          ${operations.map(({ method, path }) => html`<li><a href="#${anchorOf(method, path)}">${method.toUpperCase()} ${base}${path}</a></li>`)}
          <li><a href="#problem-details">Problem details (errors)</a></li>
        </ul>
      </nav>
      ${operations.map(({ method, path, operation }) => operationSection(method, path, operation, base))}
      <section aria-labelledby="problem-details">
        <h2 id="problem-details">Problem details</h2>
        <p>Every error is answered as <code>application/problem+json</code> (RFC 9457); bad input lists the messages of each field in <code>errors</code>.</p>
        ${fieldsTable('Problem details fields', problem)}
      </section>
    </main>
  </body>
</html>`;
}
