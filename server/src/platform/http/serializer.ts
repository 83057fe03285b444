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
        return fastJson(json as Parameters<typeof fastJson>[0]);
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
