// PostgreSQL keeps history chunks' times and values as float8[] instead of packed little-endian bytes
// (history/chunks.ts): reports read raw points in SQL (history/raw-points.ts), and decoding bytes in SQL
// cost 4.3 s for a day of three signals a second, where `unnest` takes 40 ms. `lf_points(times, vals)`
// keeps its name and answer (a failed read, NaN, as null), as a plain SQL function PostgreSQL inlines.
// SQLite is unchanged: it reads its blobs through a function registered with each connection.
import { type Migration, PostgresAdapter, sql } from 'kysely'
import { createFloat8Decoder, reports } from './0021_reports.ts'
import type { AnyDb } from './columns.ts'

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter

export const floatChunks: Migration = {
  async up(db: AnyDb) {
    if (!isPostgres(db)) return
    await createFloat8Decoder(db)
    // the bytes copied once (a stored value would be decompressed by every get_byte), NaN kept as NaN
    await sql`
      create function lf_floats(b bytea) returns float8[]
      language sql immutable strict as $$
        select coalesce(array_agg(coalesce(lf_float8(x.c, 8 * k), 'NaN') order by k), '{}')
        from (select b || '\\x'::bytea as c offset 0) x, generate_series(0, length(b) / 8 - 1) k
      $$`.execute(db)
    await sql`
      alter table history_chunks
        alter column times type float8[] using lf_floats(times),
        alter column vals type float8[] using lf_floats(vals)`.execute(db)
    await sql`drop function lf_floats(bytea)`.execute(db)
    await sql`drop function if exists lf_points(bytea, bytea)`.execute(db)
    await sql`drop function lf_float8(bytea, integer)`.execute(db)
    // not strict, one select: the conditions under which PostgreSQL inlines a set-returning function
    await sql`
      create function lf_points(times float8[], vals float8[])
      returns table (t double precision, v double precision)
      language sql immutable parallel safe as $$
        select u.t, nullif(u.v, 'NaN') from unnest(times, vals) u(t, v)
      $$`.execute(db)
  },
  async down(db: AnyDb) {
    if (!isPostgres(db)) return
    await sql`drop function lf_points(float8[], float8[])`.execute(db)
    // float8send gives big-endian bytes: reversed into the little-endian packing
    await sql`
      create function lf_bytes(a float8[]) returns bytea
      language sql immutable strict as $$
        select coalesce(string_agg(substring(b from 8 for 1) || substring(b from 7 for 1)
          || substring(b from 6 for 1) || substring(b from 5 for 1) || substring(b from 4 for 1)
          || substring(b from 3 for 1) || substring(b from 2 for 1) || substring(b from 1 for 1),
          '\\x'::bytea order by k), '\\x'::bytea)
        from (select k, float8send(a[k]) as b from generate_subscripts(a, 1) k) x
      $$`.execute(db)
    await sql`
      alter table history_chunks
        alter column times type bytea using lf_bytes(times),
        alter column vals type bytea using lf_bytes(vals)`.execute(db)
    await sql`drop function lf_bytes(float8[])`.execute(db)
    await reports.up(db)
  },
}
