import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { toJSONSchema, type ZodType } from 'zod';

type Compile = Parameters<typeof zodSerializer>[0];

const sharedAnswers = new WeakSet<object>();

/**
 * Marks an answer's data as shared and never changed (a page kept for a second and handed to every caller): the
 * serializer then writes its envelope once and answers the same text to everyone asking while it is kept.
 */
export function shared<T extends object>(data: T): T {
  sharedAnswers.add(data);
  return data;
}

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
    const written = new WeakMap<object, { code: unknown; msg: unknown; text: string }>();
    return (data: unknown) => {
      const inner = (data as { data?: unknown } | null)?.data;
      const reuse = typeof inner === 'object' && inner !== null && sharedAnswers.has(inner);
      if (reuse) {
        const { code, msg } = data as { code: unknown; msg: unknown };
        const found = written.get(inner);
        if (found && found.code === code && found.msg === msg) return found.text;
      }
      write ??= compile();
      if (check && write !== viaZod) viaZod(data);
      const text = write(data);
      if (reuse) {
        const { code, msg } = data as { code: unknown; msg: unknown };
        written.set(inner, { code, msg, text });
      }
      return text;
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
