import { describe, expect, it, vi } from 'vitest';
import { freshChunkUrl, retryOnce } from './lazy-page';

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

  it('retries through the given retry with the first error', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/A-1b.js');
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(error);
    const retry = vi.fn<(e: unknown) => Promise<string>>().mockResolvedValue('fresh');
    await expect(retryOnce(load, 1, retry)).resolves.toBe('fresh');
    expect(retry).toHaveBeenCalledWith(error);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('freshChunkUrl', () => {
  it('names the failed chunk under a new URL', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:3000/assets/UpgradePage-Dk2_x.js',
    );
    expect(freshChunkUrl(error, 7)).toBe('http://127.0.0.1:3000/assets/UpgradePage-Dk2_x.js?retry=7');
  });

  it('has nothing for an error that names no chunk', () => {
    expect(freshChunkUrl(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(freshChunkUrl('nope')).toBeUndefined();
  });
});
