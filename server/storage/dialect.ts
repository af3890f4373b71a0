// Which dialect a database speaks, for the few queries written per dialect (search indexes, counters).
import { PostgresAdapter } from 'kysely'
import type { Db } from './db.ts'

export const isPostgres = (db: Db): boolean => db.getExecutor().adapter instanceof PostgresAdapter
