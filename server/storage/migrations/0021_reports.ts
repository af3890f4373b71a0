// Change and conditional reports are computed by the database from the packed history chunks
// (server/history/change-reports.ts): `lf_points(times, vals)` reads a chunk's two byte strings of
// little-endian float64 as rows (t, v), a failed read (NaN) as null. PostgreSQL gets it here, in SQL
// (bytes to sign, exponent and mantissa: exact for every double); SQLite has it registered with each
// connection (server/storage/points-function.ts), having no way to read a double from a blob in SQL.
import { type Migration, PostgresAdapter, sql } from 'kysely'
import type { AnyDb } from './columns.ts'

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter

/**
 * `lf_float8(b, o)`: the little-endian double at byte o of b. One expression (PostgreSQL inlines it):
 * sign × (mantissa with its hidden bit) × 2^(exponent − 1075), exact for normal and subnormal numbers;
 * exponent 2047 is infinity (mantissa 0) or NaN (null). Also what 0023_float_chunks converts with, which
 * may run before this migration (migrations land out of order).
 */
export async function createFloat8Decoder(db: AnyDb): Promise<void> {
  await sql`
      create or replace function lf_float8(b bytea, o integer) returns double precision
      language sql immutable strict parallel safe as $$
        select case
          when ((get_byte(b, o + 7) & 127) << 4) | (get_byte(b, o + 6) >> 4) = 2047 then
            case when ((get_byte(b, o + 6) & 15) | get_byte(b, o + 5) | get_byte(b, o + 4)
              | get_byte(b, o + 3) | get_byte(b, o + 2) | get_byte(b, o + 1) | get_byte(b, o)) = 0
            then case when get_byte(b, o + 7) >= 128 then '-Infinity'::float8 else 'Infinity'::float8 end
            end
          else (case when get_byte(b, o + 7) >= 128 then -1 else 1 end)
            * (((get_byte(b, o + 6) & 15)::bigint << 48) | (get_byte(b, o + 5)::bigint << 40)
              | (get_byte(b, o + 4)::bigint << 32) | (get_byte(b, o + 3)::bigint << 24)
              | (get_byte(b, o + 2)::bigint << 16) | (get_byte(b, o + 1)::bigint << 8)
              | get_byte(b, o)::bigint
              | (case when (get_byte(b, o + 7) & 127) | (get_byte(b, o + 6) >> 4) > 0
                  then 4503599627370496 else 0 end))::float8
            * power(2::float8, greatest(((get_byte(b, o + 7) & 127) << 4) | (get_byte(b, o + 6) >> 4), 1) - 1075)
        end
      $$`.execute(db)
}

export const reports: Migration = {
  async up(db: AnyDb) {
    if (!isPostgres(db)) return
    await createFloat8Decoder(db)
    // the byte strings copied once: get_byte on a stored (compressed) value would decompress it each call
    await sql`
      create or replace function lf_points(times bytea, vals bytea)
      returns table (t double precision, v double precision)
      language sql immutable strict parallel safe rows 4096 as $$
        select lf_float8(x.tb, 8 * k), lf_float8(x.vb, 8 * k)
        from (select times || '\\x'::bytea as tb, vals || '\\x'::bytea as vb offset 0) x,
          generate_series(0, length(times) / 8 - 1) k
      $$`.execute(db)
  },
  async down(db: AnyDb) {
    if (!isPostgres(db)) return
    await sql`drop function lf_points(bytea, bytea)`.execute(db)
    await sql`drop function lf_float8(bytea, integer)`.execute(db)
  },
}
