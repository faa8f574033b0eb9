import { describe, expect, it } from 'vitest';
import { guardedLookup, isForbiddenAddress } from './address-guard.ts';

describe('isForbiddenAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '198.18.0.1',
    '::1',
    '::',
    '::7f00:1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:0101::1',
    '2001:db8::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '114.114.114.114',
    '172.32.0.1',
    '2400:3200::1',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
  ])('allows the public address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('lets tests through to loopback only when asked, and nothing else private', () => {
    const tests = { allowLoopback: true };
    expect(isForbiddenAddress('127.0.0.1', tests)).toBe(false);
    expect(isForbiddenAddress('::1', tests)).toBe(false);
    expect(isForbiddenAddress('::ffff:127.0.0.1', tests)).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', tests)).toBe(true);
    expect(isForbiddenAddress('169.254.169.254', tests)).toBe(true);
  });
});

describe('guardedLookup', () => {
  const lookup = (answers: Array<{ address: string; family: number }>, all = false) =>
    new Promise<unknown>((resolve, reject) => {
      guardedLookup({}, async () => answers)('example.test', { all }, ((
        error: Error | null,
        address: unknown,
      ) => (error ? reject(error) : resolve(address))) as never);
    });

  it('connects to the public address it checked', async () => {
    await expect(lookup([{ address: '93.184.216.34', family: 4 }])).resolves.toBe('93.184.216.34');
    await expect(lookup([{ address: '93.184.216.34', family: 4 }], true)).resolves.toEqual([
      { address: '93.184.216.34', family: 4 },
    ]);
  });

  it('refuses a name when any of its addresses is private', async () => {
    await expect(
      lookup([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ]),
    ).rejects.toThrow(/refused/);
    await expect(lookup([{ address: 'fe80::1', family: 6 }])).rejects.toThrow(/refused/);
    await expect(lookup([])).rejects.toThrow(/refused/);
  });
});
