// The configuration of a device or a template (spec §3 Driver, Variable, Alarm rule, History report,
// Script): `equipment/{driver,signal,alarm,report,script}/{query,add,edit,delete}`. A row's owner is
// named by `equipmentId` or `templateId` on query and add, and follows from the row on edit and
// delete. Adding past the owner's series capacity answers 1505 (drivers), 1706 (variables), 1707
// (alarms), 1701 (reports) or 90004/1314 (scripts). Every change gives the device's gateway a new
// configuration version (or the template a new version).
import type { Kysely } from 'kysely'
import { ConfigQueryBody, SignalQueryBody } from '../../schemas/api/equipment-config.ts'
import { IdBody } from '../../schemas/api/org.ts'
import { CONFIG_KIND_SPECS, type KindSpec } from '../devices/config-kinds.ts'
import {
  assertOwnerWritable,
  assertRoom,
  markConfigChanged,
  type Owner,
  ownerColumn,
  ownerOfBody,
  ownerOfRow,
} from '../devices/config-owner.ts'
import { readableTemplate } from '../devices/templates.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import { sortableId } from '../storage/ids.ts'
import type { Caller } from '../tenancy/caller.ts'
import { type Route, route } from './types.ts'

// The five tables are chosen at run time; the spec types each kind's fields.
type LooseDb = Kysely<Record<string, Record<string, unknown>>>
const loose = (db: Db) => db as unknown as LooseDb
type Row = { id: string; deviceId: string | null; templateId: string | null } & Record<string, unknown>

const OWNER_ID_FIELDS = { equipmentId: 'device', templateId: 'template' } as const

async function readableOwner(db: Db, caller: Caller, owner: Owner): Promise<void> {
  if (owner.kind === 'template') await readableTemplate(db, caller, owner.id)
}

async function rowOf(db: Db, spec: KindSpec<object, { id: string }>, id: string): Promise<Row> {
  return (await loose(db)
    .selectFrom(spec.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow()) as Row
}

async function viewOf<V extends { id: string }>(db: Db, spec: KindSpec<object, V>, id: string): Promise<V> {
  return (await spec.views(db, [await rowOf(db, spec, id)]))[0] as V
}

function kindRoutes<I extends object, V extends { id: string }>(spec: KindSpec<I, V>): Route[] {
  const generic = spec as unknown as KindSpec<object, V>
  const shown = (view: V): object => spec.shown?.(view) ?? view
  const log = (caller: Caller, now: number, db: Db, id: string, action: string, before?: V, after?: V) =>
    recordChange(db, actorOf(caller), now, {
      objectType: spec.objectType,
      objectId: id,
      action,
      before: before && shown(before),
      after: after && shown(after),
    })
  return [
    route({
      path: `equipment/${spec.path}/query`,
      summary: `the ${spec.objectType} rows of a device or a template (keyword${spec.path === 'signal' ? ', driver' : ''})`,
      bodySchema: spec.path === 'signal' ? SignalQueryBody : ConfigQueryBody,
      auth: 'manage_eg_equipment',
      idFields: spec.path === 'signal' ? { ...OWNER_ID_FIELDS, driverId: 'driver' } : OWNER_ID_FIELDS,
      handler: async ({ body, caller, s }) => {
        const owner = ownerOfBody(body)
        await readableOwner(s.db, caller, owner)
        const rows = await loose(s.db)
          .selectFrom(spec.table)
          .selectAll()
          .where(ownerColumn(owner), '=', owner.id)
          .orderBy(spec.table === 'drivers' || spec.table === 'variables' ? 'sort' : 'createdAt')
          .orderBy('createdAt')
          .orderBy('id')
          .execute()
        const filter = body as { keyword?: string; driverId?: string }
        return (await spec.views(s.db, rows)).filter((v) => spec.matches(v, filter)).map(shown)
      },
    }),

    route({
      path: `equipment/${spec.path}/add`,
      summary: `add a ${spec.objectType} to a device or a template (capacity of its gateway series)`,
      bodySchema: spec.bodies.add,
      auth: 'manage_eg_equipment',
      idFields: { ...OWNER_ID_FIELDS, ...spec.refFields },
      handler: async ({ body, caller, s, now }) => {
        const owner = ownerOfBody(body as { equipmentId?: string; templateId?: string })
        await assertOwnerWritable(s.db, caller, owner)
        const { equipmentId: _e, templateId: _t, ...fields } = body as Record<string, unknown>
        const input = spec.fromBody(fields, null)
        return s.db.transaction().execute(async (trx) => {
          await assertRoom(trx, owner, spec.capacity)
          await spec.check(trx, owner, input, null)
          // Rows added within one millisecond still list in the order they were added.
          const id = sortableId(now)
          await loose(trx)
            .insertInto(spec.table)
            .values({
              id,
              orgId: caller.orgId,
              deviceId: owner.kind === 'device' ? owner.id : null,
              templateId: owner.kind === 'template' ? owner.id : null,
              createdAt: now,
              updatedAt: now,
              ...spec.columns(input),
            })
            .execute()
          await spec.afterWrite?.(trx, id, input, caller.orgId)
          await markConfigChanged(trx, owner, now)
          const after = await viewOf(trx, generic, id)
          await log(caller, now, trx, id, 'add', undefined, after)
          return shown(after)
        })
      },
    }),

    route({
      path: `equipment/${spec.path}/edit`,
      summary: `change a ${spec.objectType}`,
      bodySchema: spec.bodies.edit,
      auth: 'manage_eg_equipment',
      idFields: { id: spec.entity, ...spec.refFields },
      handler: async ({ body, caller, s, now }) =>
        s.db.transaction().execute(async (trx) => {
          const { id, ...fields } = body as { id: string } & Record<string, unknown>
          const owner = ownerOfRow(await rowOf(trx, generic, id))
          await assertOwnerWritable(trx, caller, owner)
          const before = await viewOf(trx, generic, id)
          const input = spec.fromBody(fields, spec.toInput(before as unknown as V))
          await spec.check(trx, owner, input, id)
          await loose(trx)
            .updateTable(spec.table)
            .set({ ...spec.columns(input), updatedAt: now })
            .where('id', '=', id)
            .execute()
          await spec.afterWrite?.(trx, id, input, caller.orgId)
          await markConfigChanged(trx, owner, now)
          const after = await viewOf(trx, generic, id)
          await log(caller, now, trx, id, 'edit', before, after)
          return shown(after)
        }),
    }),

    route({
      path: `equipment/${spec.path}/delete`,
      summary: `delete a ${spec.objectType}${spec.path === 'driver' ? ' with its variables' : ''}`,
      bodySchema: IdBody,
      auth: 'manage_eg_equipment',
      idFields: { id: spec.entity },
      handler: async ({ body, caller, s, now }) =>
        s.db.transaction().execute(async (trx) => {
          const owner = ownerOfRow(await rowOf(trx, generic, body.id))
          await assertOwnerWritable(trx, caller, owner)
          const before = await viewOf(trx, generic, body.id)
          await loose(trx).deleteFrom(spec.table).where('id', '=', body.id).execute()
          await markConfigChanged(trx, owner, now)
          await log(caller, now, trx, body.id, 'delete', before)
          return null
        }),
    }),
  ]
}

export const equipmentConfigRoutes: Route[] = CONFIG_KIND_SPECS.flatMap((spec) =>
  kindRoutes(spec as unknown as KindSpec<object, { id: string }>),
)
