import fastJson from 'fast-json-stringify';
import { describe, expect, it } from 'vitest';
import { toJSONSchema, z } from 'zod';
import { compiledSerializer, nullables, shared } from './serializer';

describe('compiled serializers', () => {
  const schema = z.object({
    list: z.array(z.object({ id: z.number().int(), box: z.object({ id: z.string() }).nullable() })),
    note: z.string().nullable(),
    either: z.union([z.string(), z.number()]),
  });
  const write = fastJson(nullables(toJSONSchema(schema, { io: 'input', target: 'draft-7' })) as never);

  it('writes nullable objects as null or as the object, like JSON.stringify', () => {
    const value = {
      list: [
        { id: 1, box: null },
        { id: 2, box: { id: 'b' } },
      ],
      note: null,
      either: 3,
    };
    expect(JSON.parse(write(value))).toEqual(value);
    expect(JSON.parse(write({ ...value, note: 'n', either: 'x' }))).toEqual({ ...value, note: 'n', either: 'x' });
  });

  it('turns only a two-way anyOf with null into nullable', () => {
    expect(nullables({ anyOf: [{ type: 'object', properties: {} }, { type: 'null' }] })).toEqual({
      type: 'object',
      properties: {},
      nullable: true,
    });
    const union = { anyOf: [{ type: 'string' }, { type: 'number' }] };
    expect(nullables(union)).toEqual(union);
  });

  it('writes a shared answer once per envelope, and an unshared one every time', () => {
    const envelope = z.object({ code: z.number(), msg: z.string(), data: z.object({ n: z.number() }) });
    const write = compiledSerializer(false)({ schema: envelope, method: 'GET', url: '/x', httpStatus: '200' } as never);
    const page = shared({ n: 1 });
    expect(write({ code: 200, msg: 'Success', data: page })).toBe('{"code":200,"msg":"Success","data":{"n":1}}');
    // Kept pages are never changed; a change shows that the first text is reused.
    page.n = 2;
    expect(write({ code: 200, msg: 'Success', data: page })).toContain('"n":1');
    expect(write({ code: 200, msg: 'Succès', data: page })).toBe('{"code":200,"msg":"Succès","data":{"n":2}}');
    const plain = { n: 1 };
    write({ code: 200, msg: 'Success', data: plain });
    plain.n = 3;
    expect(write({ code: 200, msg: 'Success', data: plain })).toContain('"n":3');
  });
});
