/** pg-boss's statements in a Drizzle transaction: node-postgres placeholders become Drizzle parameters. */
import { PgDialect } from 'drizzle-orm/pg-core';
import { sqlWithValues } from '../../src/server/jobs/sqlInTransaction';

const dialect = new PgDialect();

describe('sqlWithValues', () => {
  it('keeps the text and passes each placeholder its value, in the order they appear', () => {
    const query = dialect.sqlToQuery(sqlWithValues('SELECT $2::int AS b, $1 AS a, $2 AS again FROM t WHERE x = $10', ['a', 2, 3, 4, 5, 6, 7, 8, 9, 'ten']));
    expect(query.sql).toBe('SELECT $1::int AS b, $2 AS a, $3 AS again FROM t WHERE x = $4');
    expect(query.params).toEqual([2, 'a', 2, 'ten']);
  });

  it('sends null for an undefined value, as node-postgres does', () => {
    expect(dialect.sqlToQuery(sqlWithValues('SELECT $1, $2', [undefined, 1])).params).toEqual([null, 1]);
  });

  it('refuses a placeholder without a value', () => {
    expect(() => sqlWithValues('SELECT $3', [1, 2])).toThrow(RangeError);
    expect(() => sqlWithValues('SELECT $0', [1])).toThrow(RangeError);
  });
});
