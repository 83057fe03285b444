import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type Compile = Parameters<typeof zodSerializer>[0];

/**
 * Answers are written by a serializer compiled from each route's response schema (fast-json-stringify), not by a
 * zod pass over every answer: the handlers' output is trusted. Outside production every answer is still checked
 * against its zod schema first, so a handler that breaks its contract fails the tests. A schema JSON Schema cannot
 * express (a transform, a date) keeps the zod serializer. Compiled on first use, so starting the app stays quick.
 */
export function compiledSerializer(check: boolean) {
  return (route: Compile) => {
    const viaZod = zodSerializer(route) as (data: unknown) => string;
    let write: ((data: unknown) => string) | undefined;
    const compile = () => {
      try {
        const schema =
          route.schema instanceof Object && 'properties' in route.schema ? route.schema.properties : route.schema;
        const json = toJSONSchema(schema as ZodType, { io: 'input', unrepresentable: 'throw', target: 'draft-7' });
        return fastJson(nullables(json) as Parameters<typeof fastJson>[0]);
      } catch {
        return viaZod;
      }
    };
    return (data: unknown) => {
      write ??= compile();
      if (check && write !== viaZod) viaZod(data);
      return write(data);
    };
  };
}

type Json = { [key: string]: unknown };

/**
 * zod writes `x.nullable()` as `anyOf: [x, {type: 'null'}]`, which fast-json-stringify serialises by validating each
 * value against both (slow on lists, e.g. a drop's `box`); its own `nullable: true` says the same and writes directly.
 */
export function nullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullables);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [key, value] of Object.entries(schema as Json)) out[key] = nullables(value);
  const anyOf = out.anyOf as Json[] | undefined;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const other = anyOf.find((s) => s.type !== 'null');
    const isNull = anyOf.some((s) => s.type === 'null' && Object.keys(s).length === 1);
    if (isNull && other && typeof other.type === 'string' && other.type !== 'null') {
      const { anyOf: _, ...rest } = out;
      return { ...rest, ...other, nullable: true };
    }
  }
  return out;
}
