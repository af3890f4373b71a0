// What a project page shows besides signals (the project socket token): its memory variables, with the
// definitions to compute them, and its system keys. Both come from the stored page itself — the ids its
// widgets refer to (core/binding collectBindings) and its saved `bind` lists — since the client names
// only equipment and signals; and only when the page belongs to the project and the caller may open it.
import { collectBindings } from '../../core/binding/index.ts'
import { SYSTEM_KEYS, type SystemKeyName } from '../../schemas/entities/project.ts'
import { mvarViews } from '../projects/mvars.ts'
import { documentOf } from '../projects/pages.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { mayOpenPage, projectRights } from '../tenancy/project-access.ts'
import type { MvarDefinition } from './mvar-feed.ts'

export interface PageLive {
  mvars: MvarDefinition[]
  keys: SystemKeyName[]
}

const NOTHING: PageLive = { mvars: [], keys: [] }

const isSystemKey = (key: string): key is SystemKeyName => Object.hasOwn(SYSTEM_KEYS, key)

export async function pageLive(db: Db, caller: Caller, projectId: string, pageId: string): Promise<PageLive> {
  const page = await db
    .selectFrom('pages')
    .select(['projectId', 'document'])
    .where('id', '=', pageId)
    .executeTakeFirst()
  if (!page || page.projectId !== projectId) return NOTHING
  if (!mayOpenPage(await projectRights(db, caller, projectId), pageId)) return NOTHING
  const doc = documentOf(page)
  const found = collectBindings(doc.widgets)
  const mvarIds = [...new Set([...found.mvars, ...doc.bind.mvars])]
  const keys = [...new Set([...found.keys, ...doc.bind.keys])].filter(isSystemKey)
  const rows = mvarIds.length
    ? await db
        .selectFrom('memoryVariables')
        .selectAll()
        .where('projectId', '=', projectId)
        .where('id', 'in', mvarIds)
        .execute()
    : []
  // an input whose device has left the project since counts 0: its values are not the project's to show
  const devices = new Set(
    (
      await db.selectFrom('projectEquipment').select('deviceId').where('projectId', '=', projectId).execute()
    ).map((r) => r.deviceId),
  )
  const mvars = (await mvarViews(db, rows)).map(({ id, calcType, formula, signals }) => ({
    id,
    calcType,
    formula,
    signals: signals.filter((s) => devices.has(s.equipId)),
  }))
  return { mvars, keys }
}
