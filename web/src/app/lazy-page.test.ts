import { describe, expect, it, vi } from 'vitest';
import { retryOnce } from './lazy-page';

describe('retryOnce', () => {
  it('loads a chunk that failed once on the second try', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue('page');
    await expect(retryOnce(load, 1)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after the one retry', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(retryOnce(load, 1)).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
