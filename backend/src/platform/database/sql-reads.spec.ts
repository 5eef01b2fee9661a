import { numberedPlaceholders } from './sql-reads';

describe('numberedPlaceholders', () => {
  it('numbers every ? in order, as PostgreSQL expects', () => {
    expect(numberedPlaceholders('SELECT * FROM "coins" WHERE "a" = ? AND "b" IN (?, ?) LIMIT ? OFFSET ?')).toBe(
      'SELECT * FROM "coins" WHERE "a" = $1 AND "b" IN ($2, $3) LIMIT $4 OFFSET $5',
    );
  });

  it('leaves SQL without placeholders as it is', () => {
    expect(numberedPlaceholders('SELECT 1')).toBe('SELECT 1');
  });
});
