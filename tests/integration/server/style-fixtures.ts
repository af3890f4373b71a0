// Tenant-isolation fixtures of enterprise styles (server/styles): one style of the enterprise, made
// through the API by its administrator; not a system style, so no other enterprise may name it.
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import { ok, type TestEnterprise } from './helpers.ts'

export async function styleEntityFixtures(org: TestEnterprise): Promise<Partial<Record<EntityKind, string>>> {
  const style = await ok(org.admin.call('style/add', { name: 'Fixture', title: 'Fixture' }))
  return { style: style.id, usableStyle: style.id }
}
