import { describe, expect, it } from 'vitest';
import { retryKeys } from './retry-key';

describe('retry keys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('when Save is pressed again with the same body, then the same key is sent', () => {
    const keys = retryKeys(counter());
    expect(keys.keyFor({ name: 'Shree', amount: '10' })).toBe('key-1');
    expect(keys.keyFor({ name: 'Shree', amount: '10' })).toBe('key-1');
  });

  it('when the owner changed what they typed, then a new key is sent', () => {
    const keys = retryKeys(counter());
    keys.keyFor({ name: 'Shree' });
    expect(keys.keyFor({ name: 'Shree Textiles' })).toBe('key-2');
  });

  it('when the add was saved, then an identical next add gets a new key', () => {
    const keys = retryKeys(counter());
    keys.keyFor({ name: 'Shree' });
    keys.saved();
    expect(keys.keyFor({ name: 'Shree' })).toBe('key-2');
  });
});
