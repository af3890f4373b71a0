// Gateway models and their capacities as the platform administrators keep them (issue 35): the
// capacities every configuration check reads (capacity.ts). A series' own model (named as the series)
// cannot be removed: gateways of an unknown model and templates are measured against it.
import { Code } from '../../core/i18n/codes.ts'
import { GATEWAY_SERIES } from '../../schemas/entities/equipment.ts'
import type { GatewayModel, GatewayModelView } from '../../schemas/entities/platform.ts'
import { fail } from '../http/api-error.ts'
import type { Db } from '../storage/db.ts'
import type { GatewayModelTable } from '../storage/tables/platform.ts'

const isSeriesModel = (model: string) => (GATEWAY_SERIES as readonly string[]).includes(model)

async function gatewaysOf(db: Db, model: string): Promise<number> {
  const { n } = await db
    .selectFrom('gateways')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('model', '=', model)
    .executeTakeFirstOrThrow()
  return Number(n)
}

export async function modelView(db: Db, row: GatewayModelTable): Promise<GatewayModelView> {
  const { model, drivers, variables, alarms, reports, scripts, remark, updatedAt } = row
  const series = (GATEWAY_SERIES as readonly string[]).includes(row.series)
    ? (row.series as GatewayModel['series'])
    : 'standard'
  return {
    model,
    series,
    drivers,
    variables,
    alarms,
    reports,
    scripts,
    remark,
    updatedAt,
    gateways: await gatewaysOf(db, model),
  }
}

/** Adds the model or changes it; a series' own model keeps its series. */
export async function saveModel(db: Db, input: GatewayModel, now: number): Promise<GatewayModelTable> {
  if (isSeriesModel(input.model) && input.series !== input.model)
    fail(Code.paramInvalid, { field: 'series', reason: 'a series’ own model' })
  const row = { ...input, updatedAt: now }
  const updated = await db
    .updateTable('gatewayModels')
    .set(row)
    .where('model', '=', input.model)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) await db.insertInto('gatewayModels').values(row).execute()
  return row
}

export async function deleteModel(db: Db, model: string): Promise<void> {
  if (isSeriesModel(model)) fail(Code.inUse, { reason: 'a series’ own model' })
  const used = await gatewaysOf(db, model)
  if (used > 0) fail(Code.inUse, { gateways: used })
  const deleted = await db.deleteFrom('gatewayModels').where('model', '=', model).executeTakeFirst()
  if (Number(deleted.numDeletedRows) === 0) fail(Code.noDataOrPermission)
}

/** Gateways to register, each of a known model in that model's series (10001 when another is named). */
export async function withModelSeries<G extends { model?: string; series?: GatewayModel['series'] }>(
  db: Db,
  gateways: readonly G[],
): Promise<G[]> {
  const names = [...new Set(gateways.map((g) => g.model).filter((m): m is string => !!m))]
  const rows = names.length
    ? await db.selectFrom('gatewayModels').select(['model', 'series']).where('model', 'in', names).execute()
    : []
  const seriesOf = new Map(rows.map((r) => [r.model, r.series as GatewayModel['series']]))
  return gateways.map((g) => {
    const series = g.model ? seriesOf.get(g.model) : undefined
    if (!series) return g
    if (g.series && g.series !== series) fail(Code.paramInvalid, { field: 'series', model: g.model, series })
    return { ...g, series }
  })
}
