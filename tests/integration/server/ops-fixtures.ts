// Tenant-isolation fixtures of the operation and maintenance kinds (server/maintenance): a work order, an
// inspection content and a plan on the enterprise's device, made through the API by its administrator
// (who holds every key, so is also the repairer and the inspector).
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import { ok, type TestEnterprise, type TestServer } from './helpers.ts'

export async function opsEntityFixtures(
  server: TestServer,
  org: TestEnterprise,
  have: Partial<Record<EntityKind, string>>,
): Promise<Partial<Record<EntityKind, string>>> {
  const { device } = have
  if (!device) throw new Error('the equipment fixtures come first')
  const order = await ok(
    org.admin.call('ops/repair/add', {
      equipmentId: device,
      description: 'fixture',
      repairerId: org.adminId,
    }),
  )
  const content = await ok(
    org.admin.call('ops/inspection/content/add', { name: 'Fixture', items: [{ name: 'Look' }] }),
  )
  const plan = await ok(
    org.admin.call('ops/inspection/plan/add', {
      title: 'Fixture',
      contentId: content.id,
      inspectorId: org.adminId,
      equipmentIds: [device],
      planTime: server.clock.now(),
    }),
  )
  return {
    workOrder: order.id,
    inspectionContent: content.id,
    inspectionPlan: plan.id,
    enterpriseDevice: device,
  }
}
