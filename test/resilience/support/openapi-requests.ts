import fc from 'fast-check';

/** Just what the fuzz reads of the OpenAPI document that /api/docs/json serves. */
export interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  maxLength?: number;
}
interface Operation {
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
  security?: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

/** One request to send: everything a client controls. */
export interface FuzzRequest {
  method: string;
  path: string;
  query: [string, string][];
  body:
    | { as: 'none' }
    | { as: 'json'; value: unknown }
    | { as: 'text'; text: string; contentType: string }
    | {
        as: 'multipart';
        fields: [string, string][];
        files: { field: string; name: string; bytes: Uint8Array }[];
      };
  withAdminToken: boolean;
}

export interface Route {
  method: string;
  template: string;
  arbitrary: fc.Arbitrary<FuzzRequest>;
}

const NASTY_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '💥',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'a'.repeat(3000),
  '__proto__',
];

const text = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 2 ** 31),
);
const anyJson = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

function resolve(document: OpenApiDocument, schema: Schema | undefined, depth = 0): Schema {
  if (!schema || depth > 5) return {};
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(document, document.components?.schemas?.[name], depth + 1);
  }
  const parts = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])];
  if (parts.length === 0) return schema;
  // A union of every part's fields: the fuzz wants names the server knows, not a faithful schema.
  const properties: Record<string, Schema> = { ...schema.properties };
  for (const part of parts) Object.assign(properties, resolve(document, part, depth + 1).properties);
  return { type: 'object', properties };
}

/** Mostly plausible values for a schema, often wrong ones. */
function valueFor(document: OpenApiDocument, raw: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(document, raw);
  const plausible: fc.Arbitrary<unknown>[] = [];
  if (schema.enum?.length) plausible.push(fc.constantFrom(...schema.enum));
  if (schema.type === 'string') plausible.push(fc.string({ maxLength: (schema.maxLength ?? 50) + 5 }));
  if (schema.type === 'integer' || schema.type === 'number')
    plausible.push(fc.integer({ min: -5, max: 2000 }));
  if (schema.type === 'boolean') plausible.push(fc.boolean());
  if (schema.type === 'array' && depth < 3)
    plausible.push(fc.array(valueFor(document, schema.items, depth + 1), { maxLength: 4 }));
  if (schema.properties && depth < 3) plausible.push(objectFor(document, schema, depth + 1));
  return plausible.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...plausible) }, anyJson) : anyJson;
}

/** An object with any subset of the schema's fields, sometimes an unknown one too. */
function objectFor(
  document: OpenApiDocument,
  schema: Schema,
  depth = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.record(
    Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([name, property]) => [
        name,
        valueFor(document, property, depth),
      ]),
    ),
    { requiredKeys: [] },
  );
  return fc
    .tuple(known, fc.option(fc.tuple(fc.string({ maxLength: 10 }), scalar), { freq: 4 }))
    .map(([fields, extra]) => (extra ? { ...fields, [extra[0]]: extra[1] } : fields));
}

function pathValue(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: -2, max: 50 }).map(String),
    text.filter((value) => value.length > 0),
  );
}

function bodyFor(document: OpenApiDocument, operation: Operation): fc.Arbitrary<FuzzRequest['body']> {
  const content = operation.requestBody?.content ?? {};
  const schema = resolve(document, (content['application/json'] ?? content['multipart/form-data'])?.schema);
  const fields = schema.properties ? objectFor(document, schema) : fc.constant({});
  const options: fc.Arbitrary<FuzzRequest['body']>[] = [
    fc.constant({ as: 'none' as const }),
    fields.map((value) => ({ as: 'json' as const, value })),
    anyJson.map((value) => ({ as: 'json' as const, value })),
    fc.record({
      as: fc.constant('text' as const),
      text: fc.oneof(text, fc.constantFrom('{"a":', '{"__proto__":{"x":1}}', '[[[[[[[[[[')),
      contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    }),
  ];
  if (content['multipart/form-data'] || Object.keys(content).length > 0) {
    const file = fc.record({
      field: fc.oneof(fc.constant('resume'), fc.string({ maxLength: 8 })),
      name: fc.oneof(fc.constantFrom('cv.pdf', 'cv.doc', '../../x.docx', ''), fc.string({ maxLength: 20 })),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 2048 }),
        fc
          .uint8Array({ maxLength: 512 })
          .map((tail) => new Uint8Array([...Buffer.from('%PDF-1.4\n'), ...tail])),
        fc
          .uint8Array({ maxLength: 1024 })
          .map((tail) => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...tail])),
      ),
    });
    options.push(
      fc.record({
        as: fc.constant('multipart' as const),
        fields: fields.map((value) =>
          Object.entries(value).map(([name, field]): [string, string] => [
            name,
            typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
          ]),
        ),
        files: fc.array(file, { maxLength: 2 }),
      }),
    );
  }
  return fc.oneof(...options);
}

/** Every operation of the document, each with an arbitrary of requests against it. */
export function routesOf(document: OpenApiDocument): Route[] {
  const routes: Route[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const pathNames = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
      const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const queryKey = fc.oneof(
        ...(queryParameters.length ? [fc.constantFrom(...queryParameters.map((p) => p.name))] : []),
        fc.constantFrom('page', 'pageSize', 'sort', 'q', 'token', '__proto__', 'a[b]', 'a[]'),
        fc.string({ maxLength: 8 }),
      );
      const arbitrary = fc.record({
        method: fc.constant(method.toUpperCase()),
        path: fc
          .tuple(...pathNames.map(() => pathValue()))
          .map((values) =>
            values.reduce<string>(
              (path, value, index) => path.replace(`{${pathNames[index]}}`, encodeURIComponent(value)),
              template,
            ),
          ),
        query: fc.array(
          fc.tuple(
            queryKey,
            fc.oneof(text, fc.integer({ min: -5, max: 500 }).map(String)).map((value) => String(value)),
          ),
          { maxLength: 4 },
        ),
        body: bodyFor(document, operation),
        withAdminToken: fc.boolean(),
      });
      routes.push({ method: method.toUpperCase(), template, arbitrary });
    }
  }
  return routes;
}

/** The fetch options for a generated request. */
export function toFetch(request: FuzzRequest, token: string, address: string): RequestInit {
  const headers: Record<string, string> = { 'X-Forwarded-For': address };
  if (request.withAdminToken) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method: request.method, headers };
  if (request.method === 'GET' || request.method === 'HEAD') return init;
  const body = request.body;
  if (body.as === 'json') {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body.value) ?? 'null';
  } else if (body.as === 'text') {
    headers['Content-Type'] = body.contentType;
    init.body = body.text;
  } else if (body.as === 'multipart') {
    const form = new FormData();
    for (const [name, value] of body.fields) form.append(name, value);
    for (const file of body.files) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
    init.body = form;
  }
  return init;
}
