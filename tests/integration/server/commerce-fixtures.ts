// A test server on either dialect for the commerce suites (issue 33), with the demo administrator signed
// in, and helpers that pay orders through the development provider.
import { afterAll, beforeAll } from 'vitest'
import { type Dialect, pgUp, postgresDatabase, type TestDatabase } from './databases.ts'
import { createTestServer, loginDemoAdmin, ok, type Session, type TestServer } from './helpers.ts'

export interface CommerceServer {
  readonly skip: boolean
  readonly server: TestServer
  readonly admin: Session
}

/** Opens the server for the enclosing describe; PostgreSQL skipped where it does not answer. */
export function commerceServer(dialect: Dialect): CommerceServer {
  const skip = dialect === 'PostgreSQL' && !pgUp
  let database: TestDatabase | undefined
  let server: TestServer | undefined
  let admin: Session | undefined
  beforeAll(async () => {
    if (skip) return
    database = dialect === 'PostgreSQL' ? await postgresDatabase() : undefined
    server = await createTestServer(database ? { db: database.db } : {})
    admin = await loginDemoAdmin(server)
  })
  afterAll(async () => {
    if (!server) return
    if (!database) return server.close()
    await server.app.close()
    await database.drop()
  })
  return {
    skip,
    get server() {
      return server!
    },
    get admin() {
      return admin!
    },
  }
}

/** A wallet recharge of `amount` cents, paid through the development provider: the paid order. */
export async function paidRecharge(admin: Session, amount: number): Promise<{ id: string; amount: number }> {
  const order = await ok(admin.call('wallet/recharge', { amount }))
  await ok(admin.call('order/pay/dev/settle', { order: order.id }))
  return order
}
