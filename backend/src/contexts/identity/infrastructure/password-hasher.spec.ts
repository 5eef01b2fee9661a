import { loadConfig } from '../../../platform/config/config';
import { PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const light = new PasswordHasher(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024' }));
  const other = new PasswordHasher(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '2048' }));

  it('hashes with argon2id at the configured memory, and verifies only the same password', async () => {
    const hash = await light.hash('collector-pass-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,p=4,t=3\$/);
    await expect(light.verify(hash, 'collector-pass-1')).resolves.toBe(true);
    await expect(light.verify(hash, 'collector-pass-2')).resolves.toBe(false);
  });

  it('verifies hashes made with another memory setting (a hash names its own cost)', async () => {
    const hash = await other.hash('collector-pass-1');
    expect(hash).toContain('m=2048');
    await expect(light.verify(hash, 'collector-pass-1')).resolves.toBe(true);
  });

  it('answers false for an unknown account and for a stored value that is not a hash', async () => {
    await expect(light.verify(null, 'collector-pass-1')).resolves.toBe(false);
    await expect(light.verify('not-a-hash', 'collector-pass-1')).resolves.toBe(false);
  });
});
