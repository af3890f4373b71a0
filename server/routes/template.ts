// Templates (`template/*`, spec §3 Template, §7): a named configuration (the driver, signal, report,
// page and script tabs, edited through `equipment/{kind}/*` with `templateId`) for one gateway series,
// public to the enterprise or private to its owner. Binding applies it to a device
// (`equipment/multi/bindTemplate`). At most 100 per enterprise (3101); one in use cannot be deleted
// (3109); its series cannot change under bound gateways of another series (1112).
import { randomUUID } from 'node:crypto'
import { Code } from '../../core/i18n/codes.ts'
import type { TemplateQueryBody } from '../../schemas/api/template.ts'
import type { GatewaySeries, TemplateDetail } from '../../schemas/entities/equipment.ts'
import { capacityBreaches, capacityOf } from '../devices/capacity.ts'
import { capacityProblems, countsOfSet } from '../devices/config-checks.ts'
import { seriesOf } from '../devices/config-owner.ts'
import { driverAnswer } from '../devices/config-rows/drivers.ts'
import { type ConfigSet, loadConfigSet, writeConfigSet } from '../devices/config-set.ts'
import { startJob } from '../devices/jobs.ts'
import { ProblemsError } from '../devices/problems.ts'
import {
  assertTemplateEditable,
  MAX_TEMPLATES,
  readableTemplate,
  type TemplateRow,
  templateView,
} from '../devices/templates.ts'
import { fail } from '../http/api-error.ts'
import { actorOf, recordChange } from '../oplog/record.ts'
import type { Db } from '../storage/db.ts'
import type { Caller } from '../tenancy/caller.ts'
import { pageOf } from '../views/paging.ts'
import { endpoint } from './endpoint.ts'

function templatesQuery(db: Db, caller: Caller, body: TemplateQueryBody, managed: boolean) {
  return db
    .selectFrom('templates')
    .selectAll('templates')
    .select((eb) =>
      eb
        .selectFrom('devices')
        .select((d) => d.fn.countAll<number>().as('n'))
        .whereRef('devices.templateId', '=', 'templates.id')
        .as('deviceCount'),
    )
    .where('orgId', '=', caller.orgId)
    .$if(!caller.isOperation, (qb) =>
      qb.where((eb) =>
        managed
          ? eb('ownerId', '=', caller.accountId)
          : eb.or([eb('type', '=', 'public'), eb('ownerId', '=', caller.accountId)]),
      ),
    )
    .$if(!!body.keyword, (qb) => qb.where('name', 'like', `%${body.keyword}%`))
    .$if(!!body.gatewaySeries, (qb) => qb.where('gatewaySeries', '=', body.gatewaySeries as string))
    .$if(!!body.type, (qb) => qb.where('type', '=', body.type as string))
    .orderBy('createdAt', 'desc')
    .orderBy('id')
}

const listView = (row: TemplateRow & { deviceCount: number | null }) =>
  templateView(row, Number(row.deviceCount ?? 0))

async function viewById(db: Db, id: string) {
  const row = await db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const { n } = await db
    .selectFrom('devices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('templateId', '=', id)
    .executeTakeFirstOrThrow()
  return templateView(row, Number(n))
}

async function assertTemplateRoom(db: Db, orgId: string): Promise<void> {
  const { n } = await db
    .selectFrom('templates')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('orgId', '=', orgId)
    .executeTakeFirstOrThrow()
  if (Number(n) >= MAX_TEMPLATES) fail(Code.templateCapacity, { max: MAX_TEMPLATES })
}

interface NewTemplate {
  name: string
  type: string
  gatewaySeries: GatewaySeries
  remark: string
}

/** Creates a template holding the set (checked against the series first). */
async function createTemplate(
  db: Db,
  caller: Caller,
  input: NewTemplate,
  set: ConfigSet | null,
  now: number,
) {
  await assertTemplateRoom(db, caller.orgId)
  if (set) {
    const capacity = await capacityOf(db, { series: input.gatewaySeries })
    const problems = capacityProblems(capacity, countsOfSet(set), input.name, input.gatewaySeries)
    if (problems.length) throw new ProblemsError(problems)
  }
  const id = randomUUID()
  await db
    .insertInto('templates')
    .values({
      id,
      orgId: caller.orgId,
      ownerId: caller.accountId,
      name: input.name,
      type: input.type,
      gatewaySeries: input.gatewaySeries,
      settings: JSON.stringify({ remark: input.remark }),
      createdAt: now,
      updatedAt: now,
    })
    .execute()
  if (set) await writeConfigSet(db, { kind: 'template', id }, caller.orgId, set, now)
  const after = await viewById(db, id)
  await recordChange(db, actorOf(caller), now, { objectType: 'template', objectId: id, action: 'add', after })
  return after
}

export const templateRoutes = [
  endpoint('template/queryForManage', {
    summary: 'page through the templates the caller manages (own; every one for operation accounts)',
    auth: 'manage_eg_template',
    handler: async ({ body, caller, s }) => pageOf(templatesQuery(s.db, caller, body, true), body, listView),
  }),

  endpoint('template/query', {
    summary: 'page through the templates the caller may bind (public ones and own private ones)',
    auth: 'manage_eg_equipment',
    handler: async ({ body, caller, s }) => pageOf(templatesQuery(s.db, caller, body, false), body, listView),
  }),

  endpoint('template/detail', {
    summary: 'a template with its configuration and the devices bound to it (synced with it or not)',
    auth: 'manage_eg_template',
    idFields: { id: 'template' },
    handler: async ({ body, caller, s }): Promise<TemplateDetail> => {
      const row = await readableTemplate(s.db, caller, body.id)
      const set = await loadConfigSet(s.db, { kind: 'template', id: body.id })
      const devices = await s.db
        .selectFrom('devices')
        .select(['id', 'name', 'templateVersion'])
        .where('templateId', '=', body.id)
        .orderBy('name')
        .execute()
      return {
        ...templateView(row, devices.length),
        drivers: set.drivers.map(driverAnswer),
        variables: set.variables,
        alarms: set.alarms,
        reports: set.reports,
        scripts: set.scripts,
        pages: set.pages.map((p) => ({ id: p.id, title: p.title, kind: p.kind })),
        devices: devices.map((d) => ({
          id: d.id,
          name: d.name,
          templateSynced: d.templateVersion === row.configVersion,
        })),
      }
    },
  }),

  endpoint('template/add', {
    summary: "create a template, empty or from a device's configuration (3101 over 100; capacity codes)",
    auth: 'manage_eg_template',
    idFields: { equipmentId: 'device' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const source = body.equipmentId ? ({ kind: 'device', id: body.equipmentId } as const) : null
        const gatewaySeries = body.gatewaySeries ?? (source ? await seriesOf(trx, source) : 'standard')
        const set = source ? await loadConfigSet(trx, source) : null
        const input = {
          name: body.name,
          type: body.type ?? 'private',
          gatewaySeries,
          remark: body.remark ?? '',
        }
        try {
          return await createTemplate(trx, caller, input, set, now)
        } catch (error) {
          if (!(error instanceof ProblemsError)) throw error
          const first = error.problems[0]
          return fail(first?.code ?? Code.paramInvalid, first?.params)
        }
      }),
  }),

  endpoint('template/edit', {
    summary:
      'rename, make public or private, change the series (1112 under other series, capacity codes) or remark',
    auth: 'manage_eg_template',
    idFields: { id: 'template' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        const row = await assertTemplateEditable(trx, caller, body.id)
        const before = await viewById(trx, body.id)
        if (body.gatewaySeries && body.gatewaySeries !== row.gatewaySeries) {
          const other = await trx
            .selectFrom('devices')
            .innerJoin('gateways', 'gateways.id', 'devices.gatewayId')
            .select('gateways.series')
            .where('devices.templateId', '=', body.id)
            .where('gateways.series', '!=', body.gatewaySeries)
            .executeTakeFirst()
          if (other)
            fail(Code.templateSeriesMismatch, { template: body.gatewaySeries, gateway: other.series })
          const set = await loadConfigSet(trx, { kind: 'template', id: body.id })
          const capacity = await capacityOf(trx, { series: body.gatewaySeries })
          const breach = capacityBreaches(capacity, countsOfSet(set))[0]
          if (breach) fail(breach.code, { kind: breach.kind, count: breach.count, max: breach.max })
        }
        const settings =
          body.remark === undefined ? {} : { settings: JSON.stringify({ remark: body.remark }) }
        await trx
          .updateTable('templates')
          .set({
            ...(body.name !== undefined && { name: body.name }),
            ...(body.type !== undefined && { type: body.type }),
            ...(body.gatewaySeries !== undefined && { gatewaySeries: body.gatewaySeries }),
            ...settings,
            updatedAt: now,
          })
          .where('id', '=', body.id)
          .execute()
        const after = await viewById(trx, body.id)
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'template',
          objectId: body.id,
          action: 'edit',
          before,
          after,
        })
        return after
      }),
  }),

  endpoint('template/delete', {
    summary: 'delete a template with its configuration; 3109 while a device is bound to it',
    auth: 'manage_eg_template',
    idFields: { id: 'template' },
    handler: async ({ body, caller, s, now }) =>
      s.db.transaction().execute(async (trx) => {
        await assertTemplateEditable(trx, caller, body.id)
        const before = await viewById(trx, body.id)
        if (before.deviceCount > 0) fail(Code.templateInUse, { devices: before.deviceCount })
        await trx.deleteFrom('templates').where('id', '=', body.id).execute()
        await recordChange(trx, actorOf(caller), now, {
          objectType: 'template',
          objectId: body.id,
          action: 'delete',
          before,
        })
        return null
      }),
  }),

  endpoint('template/copy', {
    summary:
      'start a job copying a template with its configuration under a new name (job progress as for devices)',
    auth: 'manage_eg_template',
    idFields: { id: 'template' },
    handler: async ({ body, caller, s, now }) => {
      const row = await readableTemplate(s.db, caller, body.id)
      const set = await loadConfigSet(s.db, { kind: 'template', id: body.id })
      const view = templateView(row, 0)
      // The job stores its result when it ends, so the step can name the copy it made.
      const result = { templateId: body.id, copyId: '' }
      const step = {
        target: body.id,
        async run(trx: Db, at: number) {
          const input = {
            name: body.name,
            type: 'private',
            gatewaySeries: view.gatewaySeries,
            remark: view.remark,
          }
          result.copyId = (await createTemplate(trx, caller, input, set, at)).id
        },
      }
      return { jobId: await startJob(s, caller, 'templateCopy', [step], result, now) }
    },
  }),
]
