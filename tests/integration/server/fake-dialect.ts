// A SQLite-shaped dialect around a driver a test writes: queries compile as SQLite's, and the driver
// answers them as the test wants (a database that fails, hangs, or whose commits fail).
import { type Dialect, type Driver, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely'

export const sqliteShaped = (driver: Driver): Dialect => ({
  createAdapter: () => new SqliteAdapter(),
  createDriver: () => driver,
  createIntrospector: (db) => new SqliteIntrospector(db),
  createQueryCompiler: () => new SqliteQueryCompiler(),
})
