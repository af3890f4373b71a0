// Project equipment (`project/equip/*`), the project's signals and the system keys for the designer's
// pickers (`project/signal/query`, `project/system/key/query`). Binding and unbinding devices and their
// keys take the project's edit action; the lists its query action.
import { Code } from '../../core/i18n/codes.ts'
import { EquipCountBody, EquipIdsBody, EquipKeyBody, EquipQueryBody } from '../../schemas/api/project.ts'
import { SYSTEM_KEYS, type SystemKeyName } from '../../schemas/entities/project.ts'
import { fail } from '../http/api-error.ts'
import { langOf } from '../http/envelope.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import {
  countProjectEquip,
  freeKeys,
  projectDeviceIds,
  projectEquipQuery,
  projectEquipView,
  projectSignals,
} from '../projects/equipment.ts'
import type { Db } from '../storage/db.ts'
import { visibleDeviceIds } from '../tenancy/devices.ts'
import { assertProjectAction } from '../tenancy/project-access.ts'
import { idsIn } from '../tenancy/scope.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'
import { route } from './types.ts'

const KEY = 'manage_eg_project'

const allEquip = async (db: Db, projectId: string) =>
  (await projectEquipQuery(db, projectId).execute()).map(projectEquipView)

export const projectEquipRoutes = [
  route({
    path: 'project/equip/queryNoBindEquip',
    summary: 'page through the devices the caller may use that are not bound to the project',
    bodySchema: EquipQueryBody,
    auth: KEY,
    idFields: { projectId: 'project' },
    handler: async ({ body, caller, s }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'edit')
      const query = s.db
        .selectFrom('devices')
        .leftJoin('gateways', 'gateways.id', 'devices.gatewayId')
        .select([
          'devices.id as equipmentId',
          'devices.name as title',
          'gateways.sn as gatewaySn',
          'gateways.state as state',
        ])
        .where('devices.id', 'in', visibleDeviceIds(s.db, caller))
        .where('devices.id', 'not in', projectDeviceIds(s.db, body.projectId))
        .$if(!!body.keyword, (qb) => qb.where('devices.name', 'like', `%${body.keyword}%`))
        .orderBy('devices.sort')
        .orderBy('devices.name')
        .orderBy('devices.id')
      return pageOf(query, body, (row) => projectEquipView({ ...row, key: '' }))
    },
  }),

  route({
    path: 'project/equip/add',
    summary: 'bind devices to the project, each with a free equipment key (eq1, eq2, …); answers all bound',
    bodySchema: EquipIdsBody,
    auth: KEY,
    idFields: { projectId: 'project', equipmentIds: 'device' },
    handler: async ({ body, caller, s, now }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'edit')
      return s.db.transaction().execute(async (trx) => {
        const bound = await trx
          .selectFrom('projectEquipment')
          .select(['deviceId', 'key'])
          .where('projectId', '=', body.projectId)
          .execute()
        const added = [...new Set(idsIn(body.equipmentIds))].filter(
          (id) => !bound.some((b) => b.deviceId === id),
        )
        const keys = freeKeys(new Set(bound.map((b) => b.key)), added.length)
        if (added.length > 0) {
          await trx
            .insertInto('projectEquipment')
            .values(
              added.map((deviceId, i) => ({
                projectId: body.projectId,
                deviceId,
                orgId: caller.orgId,
                key: keys[i]!,
                createdAt: now,
              })),
            )
            .execute()
        }
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: body.projectId,
          action: 'equipAdd',
          after: { equipmentIds: added },
        })
        return allEquip(trx, body.projectId)
      })
    },
  }),

  route({
    path: 'project/equip/query',
    summary: "page through the project's devices with their keys and gateway state",
    bodySchema: EquipQueryBody,
    auth: 'user',
    idFields: { projectId: 'watchProject' },
    handler: async ({ body, caller, s }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'query')
      const query = projectEquipQuery(s.db, body.projectId).$if(!!body.keyword, (qb) =>
        qb.where('devices.name', 'like', `%${body.keyword}%`),
      )
      return pageOf(query, body, projectEquipView)
    },
  }),

  endpoint('project/equip/queryAll', {
    summary: "every device of the project (equipment records of the designer's pickers)",
    auth: 'user',
    idFields: { projectId: 'watchProject' },
    handler: async ({ body, caller, s }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'query')
      return allEquip(s.db, body.projectId)
    },
  }),

  route({
    path: 'project/equip/delete',
    summary: 'unbind devices from the project',
    bodySchema: EquipIdsBody,
    auth: KEY,
    idFields: { projectId: 'project', equipmentIds: 'device' },
    handler: async ({ body, caller, s, now }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'edit')
      const ids = [...new Set(idsIn(body.equipmentIds))]
      return s.db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('projectEquipment')
          .where('projectId', '=', body.projectId)
          .where('deviceId', 'in', ids)
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: body.projectId,
          action: 'equipDelete',
          before: { equipmentIds: ids },
        })
        return null
      })
    },
  }),

  route({
    path: 'project/equip/updateKey',
    summary: "change a bound device's equipment key (unique in the project: 90007)",
    bodySchema: EquipKeyBody,
    auth: KEY,
    idFields: { projectId: 'project', equipmentId: 'device' },
    handler: async ({ body, caller, s, now }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'edit')
      return s.db.transaction().execute(async (trx) => {
        const bound = await trx
          .selectFrom('projectEquipment')
          .select(['deviceId', 'key'])
          .where('projectId', '=', body.projectId)
          .execute()
        const current = bound.find((b) => b.deviceId === body.equipmentId) ?? fail(Code.noDataOrPermission)
        if (bound.some((b) => b.key === body.key && b.deviceId !== body.equipmentId)) {
          fail(Code.nameExists, { field: 'key' })
        }
        await trx
          .updateTable('projectEquipment')
          .set({ key: body.key })
          .where('projectId', '=', body.projectId)
          .where('deviceId', '=', body.equipmentId)
          .execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'project',
          objectId: body.projectId,
          action: 'equipUpdateKey',
          before: { equipmentId: body.equipmentId, key: current.key },
          after: { equipmentId: body.equipmentId, key: body.key },
        })
        return null
      })
    },
  }),

  route({
    path: 'project/equip/queryCount',
    summary:
      "how many of the project's devices there are, optionally only online (or not) or in alarm (or not)",
    bodySchema: EquipCountBody,
    auth: 'user',
    idFields: { projectId: 'watchProject' },
    handler: async ({ body, caller, s }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'query')
      return countProjectEquip(s.db, body)
    },
  }),

  endpoint('project/signal/query', {
    summary: "signal lookup records of the project's devices (one device with equipmentId)",
    auth: 'user',
    idFields: { projectId: 'watchProject', equipmentId: 'watchDevice' },
    handler: async ({ body, caller, s }) => {
      await assertProjectAction(s.db, caller, body.projectId, 'query')
      return projectSignals(s.db, body.projectId, body.equipmentId)
    },
  }),

  endpoint('project/system/key/query', {
    summary: 'the system keys a widget may bind, titled in the caller’s language',
    auth: 'user',
    handler: async ({ req }) => {
      const lang = langOf(req)
      return (Object.keys(SYSTEM_KEYS) as SystemKeyName[]).map((systemKey) => ({
        systemKey,
        title: SYSTEM_KEYS[systemKey][lang],
      }))
    },
  }),
]
