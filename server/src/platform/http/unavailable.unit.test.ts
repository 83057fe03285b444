import { describe, expect, it } from 'vitest';
import { isDependencyDown } from './unavailable';

describe('isDependencyDown', () => {
  it('counts a database without a free connection slot as unavailable, not as a bug', () => {
    const tooMany = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(isDependencyDown(tooMany)).toBe(true);
    expect(isDependencyDown(new Error('wrapped', { cause: tooMany }))).toBe(true);
  });

  it('keeps errors of the request or the code as errors', () => {
    expect(isDependencyDown(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDependencyDown(Object.assign(new Error('out of memory'), { code: '53200' }))).toBe(false);
    expect(isDependencyDown(new TypeError('x is undefined'))).toBe(false);
  });
});
