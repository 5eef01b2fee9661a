import { scrubSecrets, serializeError } from './logger';

describe('log scrubbing', () => {
  it('hides argon2 hashes, session cookies and keys, and mobile numbers in any spelling', () => {
    const hash = '$argon2id$v=19$m=65536,t=3,p=4$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
    const line = `values ('Asha', '9876543210', '${hash}') sid=abc.def; key sikka:session:AbCdEfGhIjKlMnOpQrSt +91 98765 43210 (919876543210)`;
    const scrubbed = scrubSecrets(line);
    expect(scrubbed).not.toContain('argon2');
    expect(scrubbed).not.toContain('9876543210');
    expect(scrubbed).not.toContain('98765 43210');
    expect(scrubbed).not.toContain('abc.def');
    expect(scrubbed).not.toContain('AbCdEfGhIjKlMnOpQrSt');
    expect(scrubbed).toContain('[mobile ••10]');
  });

  it('leaves request ids, times and other numbers alone', () => {
    const line = '{"time":"2026-11-23T13:01:41.906Z","req":{"id":"479f1cf9-f08c-40ce-ba06-9876543210ab"},"responseTime":238,"count":12345678901}';
    expect(scrubSecrets(line)).toBe(line);
  });
});

describe('error serializer', () => {
  it("keeps PostgreSQL's sentence and the names of what failed, never the SQL or the failing row", () => {
    const error = Object.assign(
      new Error(`insert into "users" ("name", "password_hash") values ('Asha', '$argon2id$v=19$x') - new row for relation "users" violates check constraint "c"\n - detail: Failing row contains (1, Asha, 9876543210).`),
      { code: '23514', severity: 'ERROR', constraint: 'c', table: 'users', detail: 'Failing row contains (1, Asha, 9876543210).' },
    );
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(serialized).toMatchObject({ message: 'new row for relation "users" violates check constraint "c"', code: '23514', constraint: 'c', table: 'users' });
    expect(JSON.stringify(serialized)).not.toMatch(/argon2|Failing row|9876543210|insert into/);
  });

  it('serializes a wrapped database error the same way', () => {
    const cause = Object.assign(new Error(`update "users" set "password_hash" = '$argon2id$v=19$x' - deadlock detected`), { code: '40P01', severity: 'ERROR' });
    const serialized = serializeError(new Error('could not save', { cause })) as Record<string, unknown>;
    expect(serialized).toMatchObject({ message: 'could not save', cause: { message: 'deadlock detected', code: '40P01' } });
    expect(JSON.stringify(serialized)).not.toMatch(/argon2|update "users"/);
  });

  it('drops the arguments of a failed Redis command', () => {
    const error = Object.assign(new Error('ERR wrong type'), { command: { name: 'getex', args: ['sikka:session:secret-session-id', 'EX', 60] } });
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(serialized.command).toEqual({ name: 'getex' });
    expect(JSON.stringify(serialized)).not.toContain('secret-session-id');
  });
});
