// A dialect whose every query reports to the storage state (health.ts): an answer, a failure as it happens,
// a write once it is durable (at once outside a transaction, at the commit inside one), so a write that succeeds
// in a transaction whose commit then fails (a WAL that cannot grow on a full disk) does not end the
// episode. Wraps the dialect's own driver and connections; the queries themselves are untouched.
import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely'
import type { StorageHealth } from './health.ts'

class ObservedConnection implements DatabaseConnection {
  inTransaction = false
  /** a row was written in the open transaction: its commit proves the storage writable */
  wroteInTransaction = false

  constructor(
    readonly inner: DatabaseConnection,
    private readonly health: StorageHealth,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await observe(this.health, () => this.inner.executeQuery<R>(query))
    if ((result.numAffectedRows ?? 0n) > 0n) {
      if (this.inTransaction) this.wroteInTransaction = true
      else this.health.wrote()
    }
    return result
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(query, chunkSize)
  }
}

async function observe<T>(health: StorageHealth, run: () => Promise<T>): Promise<T> {
  try {
    const result = await run()
    health.answered()
    return result
  } catch (error) {
    health.failed(error)
    health.unanswered()
    throw error
  }
}

class ObservedDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly health: StorageHealth,
  ) {}

  init(): Promise<void> {
    return this.inner.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new ObservedConnection(await this.inner.acquireConnection(), this.health)
  }

  async beginTransaction(c: ObservedConnection, settings: TransactionSettings): Promise<void> {
    await observe(this.health, () => this.inner.beginTransaction(c.inner, settings))
    c.inTransaction = true
    c.wroteInTransaction = false
  }

  async commitTransaction(c: ObservedConnection): Promise<void> {
    try {
      await observe(this.health, () => this.inner.commitTransaction(c.inner))
      if (c.wroteInTransaction) this.health.wrote()
    } finally {
      c.inTransaction = false
    }
  }

  async rollbackTransaction(c: ObservedConnection): Promise<void> {
    try {
      await this.inner.rollbackTransaction(c.inner)
    } finally {
      c.inTransaction = false
    }
  }

  savepoint(c: ObservedConnection, name: string, compile: QueryCompiler['compileQuery']): Promise<void> {
    return observe(this.health, () => this.inner.savepoint!(c.inner, name, compile))
  }

  rollbackToSavepoint(
    c: ObservedConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return this.inner.rollbackToSavepoint!(c.inner, name, compile)
  }

  releaseSavepoint(
    c: ObservedConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    return observe(this.health, () => this.inner.releaseSavepoint!(c.inner, name, compile))
  }

  releaseConnection(c: ObservedConnection): Promise<void> {
    return this.inner.releaseConnection(c.inner)
  }

  destroy(): Promise<void> {
    this.health.unanswered()
    this.health.stop()
    return this.inner.destroy()
  }
}

/** The dialect, its queries reported to `health`. */
export function observedDialect(dialect: Dialect, health: StorageHealth): Dialect {
  return {
    createDriver: () => new ObservedDriver(dialect.createDriver(), health),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  }
}
