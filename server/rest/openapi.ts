import type { AnyTRPCProcedure } from '@trpc/server';
import { z } from '../../src/shared/zod';
import { adminProcedure, protectedProcedure } from '../trpc/init';
import type { KeptOutput } from '../trpc/kept-read';
import type { RestRequest, RestRoute, SuccessStatus } from './adapter';

type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema (2020-12, OpenAPI 3.1's dialect). A Date travels as an ISO string on this
 * door, a file as binary; anything else JSON cannot say (a transform's result) is left open.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const { type } = zodSchema._zod.def;
      if (type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
      if (type === 'file') Object.assign(jsonSchema, { type: 'string', format: 'binary' });
    },
  }) as JsonSchema;
  return rest;
}

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string', description: 'the Hebrew message' },
    code: { type: 'string', description: 'a machine reason (STEP_UP_REQUIRED, EMAIL_NOT_VERIFIED, …)' },
    issues: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'message'],
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const errorStatuses = {
  400: 'the input is invalid (issues names the fields)',
  401: 'not signed in',
  403: 'not allowed (code says why: a second factor to set up or prove)',
  404: 'nothing there',
  409: 'conflicts with the current state',
  413: 'the body is too large',
  415: 'the body is not in the format the path takes',
  429: 'too many requests (Retry-After says when to try again)',
  503: 'the service is briefly unavailable',
} as const;

type Tier = 'public' | 'user' | 'admin';

const lastMiddleware = (procedure: unknown) =>
  (procedure as { _def: { middlewares: unknown[] } })._def.middlewares.at(-1);
const ADMIN_GATE = lastMiddleware(adminProcedure);
const USER_GATE = lastMiddleware(protectedProcedure);

/** The procedure's tier, read off its gate. */
function tierOf(procedure: AnyTRPCProcedure): Tier {
  const { middlewares } = (procedure as unknown as { _def: { middlewares: unknown[] } })._def;
  if (middlewares.includes(ADMIN_GATE)) return 'admin';
  if (middlewares.includes(USER_GATE)) return 'user';
  return 'public';
}

function schemasOf(procedure: AnyTRPCProcedure) {
  const def = (
    procedure as unknown as { _def: { inputs: z.ZodType[]; output?: z.ZodType | KeptOutput<z.ZodType> } }
  )._def;
  // a kept read's output check carries its schema (keptOutput)
  const output = def.output && !('_zod' in def.output) ? def.output.schema : def.output;
  return { input: def.inputs[0], output };
}

/**
 * What a row's input function reads of the request: the query names and whether it takes the body, and
 * the input fields that come from elsewhere than the body (the path's id).
 */
function requestShape(route: RestRoute, pathParams: string[]) {
  const query = new Set<string>();
  let readsBody = !route.options.input;
  const req: RestRequest = {
    params: Object.fromEntries(pathParams.map((name) => [name, '1'])),
    query: new Proxy({} as Record<string, string>, {
      get: (_, name) => {
        if (typeof name === 'string') query.add(name);
        return undefined;
      },
    }),
    get json() {
      readsBody = true;
      return {};
    },
    get form() {
      readsBody = true;
      return undefined;
    },
  };
  const made = route.options.input ? route.options.input(req) : {};
  const notFromBody = made !== null && typeof made === 'object' ? Object.keys(made) : [];
  return { query: [...query], readsBody, notFromBody };
}

/** The schema without the fields the path gives (in an intersection's parts too). */
function withoutFields(schema: JsonSchema, fields: string[]) {
  const properties = schema.properties as Record<string, unknown> | undefined;
  if (properties) for (const key of fields) delete properties[key];
  if (Array.isArray(schema.required))
    schema.required = schema.required.filter((key) => !fields.includes(key));
  if (Array.isArray(schema.allOf)) for (const part of schema.allOf) withoutFields(part, fields);
}

function requestBody(route: RestRoute, input: z.ZodType | undefined, notFromBody: string[]) {
  const schema = input ? jsonSchema(input, 'input') : { type: 'object' };
  withoutFields(schema, notFromBody);
  const type = route.accepts === 'multipart' ? 'multipart/form-data' : 'application/json';
  return { required: input ? !input.safeParse(undefined).success : false, content: { [type]: { schema } } };
}

function successStatuses(route: RestRoute): readonly SuccessStatus[] {
  const { status, statuses } = route.options;
  if (typeof status === 'number') return [status];
  return statuses ?? [200];
}

function successContent(route: RestRoute, output: z.ZodType | undefined) {
  const { answers, sends, respond, body, notFoundWhenNull } = route.options;
  if (sends) return { [sends]: { schema: { type: 'string', format: 'binary' } } };
  let schema: z.ZodType | undefined =
    typeof answers === 'function'
      ? output && answers(output)
      : (answers ?? (respond || body ? undefined : output));
  if (schema && notFoundWhenNull && schema instanceof z.ZodNullable) schema = schema.unwrap() as z.ZodType;
  // a procedure that answers nothing (undefined) sends {ok: true}
  const json = schema ? jsonSchema(schema, 'output') : {};
  if (schema && !answers && !respond && !body && schema.safeParse(undefined).success)
    return { 'application/json': { schema: { type: 'object', properties: { ok: { const: true } } } } };
  return { 'application/json': { schema: json } };
}

const tagOf = (path: string) => {
  const [first, second] = path.split('/').filter(Boolean);
  const name = first === 'admin' || first === 'user' ? `${first}/${second?.split('.')[0]}` : first;
  return name ?? 'api';
};

/** An OpenAPI 3.1 document of the /api door, made from its rows and their procedures' schemas. */
export function openApiDocument(routes: readonly RestRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
    const openApiPath = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
    const { input, output } = schemasOf(route.procedureDef);
    const tier = tierOf(route.procedureDef);
    const shape = requestShape(route, pathParams);
    const responses: Record<string, unknown> = {};
    for (const status of successStatuses(route))
      responses[status] = {
        description: 'success',
        ...(route.options.totalCount
          ? {
              headers: {
                'X-Total-Count': { description: 'the total of all pages', schema: { type: 'integer' } },
              },
            }
          : {}),
        content: successContent(route, output),
      };
    const errors: (keyof typeof errorStatuses)[] = [400, 404, 409, 429, 503];
    if (tier !== 'public') errors.push(401, 403);
    if (route.method !== 'GET') errors.push(413, 415);
    for (const status of errors.sort())
      responses[status] = {
        description: errorStatuses[status],
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    const parameters = [
      ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...shape.query.map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
    ];
    const operation: Record<string, unknown> = {
      operationId: `${route.procedure}${route.method === 'GET' ? '' : `.${route.method.toLowerCase()}`}${route.path.endsWith('/preview') ? '.preview' : route.path.endsWith('/download') ? '.download' : ''}`,
      summary: `${route.method} /api${route.path} → ${route.procedure}`,
      tags: [tagOf(route.path)],
      ...(parameters.length ? { parameters } : {}),
      ...(route.method !== 'GET' && shape.readsBody
        ? { requestBody: requestBody(route, input, shape.notFromBody) }
        : {}),
      responses,
      security: tier === 'public' ? [] : [{ session: [] }],
    };
    paths[openApiPath] ??= {};
    (paths[openApiPath] as Record<string, unknown>)[route.method.toLowerCase()] = operation;
  }
  const tags = [...new Set(routes.map((r) => tagOf(r.path)))]
    .sort()
    .map((name) => ({ name, description: `/api/${name}` }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Agency site /api',
      version: '1',
      description:
        'The REST door: each path calls the procedure the site calls over /trpc, with the same validation and tiers.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags,
    paths,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } },
    },
  };
}
