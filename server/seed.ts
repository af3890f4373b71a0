// Demo data created on first start (an empty database): an enterprise whose administrator is also
// the platform administrator, a department and a role. Later areas append their steps (gateway,
// device with variables, project with a page) to SEED_STEPS.
import { randomUUID } from 'node:crypto'
import { seedDemoEquipment } from './devices/seed.ts'
import { seedDemoOps } from './maintenance/seed.ts'
import { recordChange } from './oplog/record.ts'
import { createEnterprise } from './org/enterprises.ts'
import { seedDemoProject } from './projects/seed.ts'
import type { Db } from './storage/db.ts'

/** The demo administrator's credentials, printed in the README and at first start. */
export const DEMO_ADMIN = { loginname: 'admin', password: 'Admin@2026' } as const
export const DEMO_ENTERPRISE_NAME = '演示企业 Demo Enterprise'

export interface SeedContext {
  now: number
  orgId: string
  adminId: string
}

export type SeedStep = (db: Db, ctx: SeedContext) => Promise<void>

const seedOrganisation: SeedStep = async (db, { now, orgId }) => {
  await db
    .insertInto('departments')
    .values({
      id: randomUUID(),
      orgId,
      parentId: null,
      name: '运维部 Operations',
      remark: '',
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  await db
    .insertInto('roles')
    .values({
      id: randomUUID(),
      orgId,
      uuid: 'viewer',
      name: '观察员 Viewer',
      auths: JSON.stringify(['monitor_multi_designer_alarm', 'monitor_equipinfo_menu_alarm']),
      remark: '',
      createdAt: now,
      updatedAt: now,
    })
    .execute()
}

// The demo project and the demo work order and inspection use the enterprise's first device: their
// steps stay after the equipment steps.
export const SEED_STEPS: SeedStep[] = [seedOrganisation, seedDemoEquipment, seedDemoProject, seedDemoOps]

/** Seeds an empty database; answers false (and does nothing) when any enterprise exists. */
export async function seedDemo(db: Db, now: number): Promise<boolean> {
  const any = await db.selectFrom('enterprises').select('id').limit(1).executeTakeFirst()
  if (any) return false
  await db.transaction().execute(async (trx) => {
    const { enterprise, admin } = await createEnterprise(
      trx,
      { name: DEMO_ENTERPRISE_NAME, admin: { ...DEMO_ADMIN, platformAdmin: true } },
      null,
      now,
    )
    const ctx: SeedContext = { now, orgId: enterprise.id, adminId: admin.id }
    for (const step of SEED_STEPS) await step(trx, ctx)
    await recordChange(trx, { accountId: null, orgId: enterprise.id, loginname: 'system' }, now, {
      objectType: 'enterprise',
      objectId: enterprise.id,
      action: 'seed',
    })
  })
  return true
}
