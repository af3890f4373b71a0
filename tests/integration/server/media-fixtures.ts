// Tenant-isolation fixtures of issue 17's media calls: a scene and the organisation's video parameters,
// both made by the enterprise's administrator, so no other enterprise may name them.
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import { ok, type TestEnterprise } from './helpers.ts'

export async function mediaEntityFixtures(org: TestEnterprise): Promise<Partial<Record<EntityKind, string>>> {
  const scene = await ok(org.admin.call('scene/add', { name: 'Fixture scene' }))
  const video = await ok(
    org.admin.call('video/config/add', { appKey: 'fixture-key', appSecret: 'fixture-secret' }),
  )
  return { scene: scene.id, videoConfig: video.id }
}
