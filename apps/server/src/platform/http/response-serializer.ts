import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { InvalidSchemaError, ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

type TWrite = (data: unknown) => string;
type TJsonSchema = { [keyword: string]: unknown };

/**
 * Writes each answer with fast-json-stringify, compiled from the JSON Schema of the route's zod
 * response contract, instead of checking the answer against zod and then stringifying it: the
 * check cost more of the signed-in read than anything else the app does (docs/performance.md).
 * Like zod, the compiled writer leaves out every field its contract does not name, so a service
 * that returns more never leaks it.
 *
 * With `checkAgainstContract` (every environment but production, so every test), each answer is
 * also checked against the zod contract, and what the writer wrote must equal what zod would
 * have written: a contract the JSON Schema cannot express exactly fails the test that meets it.
 * A contract that cannot be compiled (zod cannot express it as JSON Schema) keeps zod's own writing.
 */
export function createResponseSerializerCompiler(options: {
  checkAgainstContract: boolean;
}): FastifySerializerCompiler<unknown> {
  // One writer per contract, compiled when the first answer needs it (a start compiles none).
  const writers = new WeakMap<z.ZodType, TWrite>();
  const writerFor = (schema: z.ZodType): TWrite => {
    let write = writers.get(schema);
    if (!write) {
      write = compileWriter(schema);
      writers.set(schema, write);
    }
    return write;
  };

  return ({ schema: routeSchema, method, url }) => {
    const schema = zodSchemaOf(routeSchema);
    return (data) => {
      const written = writerFor(schema)(data);
      if (!options.checkAgainstContract) return written;
      const checked = z.safeEncode(schema, data);
      if (!checked.success) throw new ResponseSerializationError(method, url, { cause: checked.error });
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(JSON.stringify(checked.data)))) {
        throw new Error(
          `${method} ${url}: the compiled writer wrote ${written}, the zod contract ${JSON.stringify(checked.data)}`,
        );
      }
      return written;
    };
  };
}

function zodSchemaOf(routeSchema: unknown): z.ZodType {
  if (routeSchema instanceof z.ZodType) return routeSchema;
  const properties = (routeSchema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new InvalidSchemaError(JSON.stringify(routeSchema));
}

function compileWriter(schema: z.ZodType): TWrite {
  try {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-07' }) as TJsonSchema;
    delete jsonSchema['$schema'];
    return fastJson(forWriting(jsonSchema) as Parameters<typeof fastJson>[0]);
  } catch {
    // A contract JSON Schema cannot express (a date, a transform): zod writes its answers.
    return (data) => JSON.stringify(z.encode(schema, data));
  }
}

/**
 * The JSON Schema as fast-json-stringify should read it. It leaves out undeclared fields by
 * itself, so `additionalProperties: false` goes: inside `anyOf` it would make the branch check
 * refuse an object with one field more, where zod strips it. A nullable object becomes a type list
 * (`["object", "null"]`), which the writer handles without checking branches.
 */
function forWriting(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forWriting);
  if (typeof node !== 'object' || node === null) return node;
  const result: TJsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === 'additionalProperties' && value === false) continue;
    result[keyword] = forWriting(value);
  }
  return nullableObject(result) ?? result;
}

function nullableObject(node: TJsonSchema): TJsonSchema | null {
  const branches = node['anyOf'];
  if (!Array.isArray(branches) || branches.length !== 2) return null;
  const isNull = (branch: TJsonSchema) => branch['type'] === 'null' && Object.keys(branch).length === 1;
  const [first, second] = branches as [TJsonSchema, TJsonSchema];
  const other = isNull(second) ? first : isNull(first) ? second : null;
  if (!other || other['type'] !== 'object') return null;
  const { anyOf: _branches, ...rest } = node;
  return { ...rest, ...other, type: ['object', 'null'] };
}
