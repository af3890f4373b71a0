// `gm/list` (issue 36): the fleet a page at a time by keyset (the `next` cursor names the last row's sort
// value and id, so page 1,000 costs what page 1 does), with a kept total (views/counts.ts: counted again
// only when the device list's change counter moved, which gateway SN, state and enterprise writes bump).
import { sql } from 'kysely'
import { Code } from '../../core/i18n/codes.ts'
import type { GmGateway, GmListBody } from '../../schemas/api/gm.ts'
import { fail } from '../http/api-error.ts'
import type { ValueRates } from '../live-state/value-rates.ts'
import type { Db } from '../storage/db.ts'
import { enterpriseScope, type GmScope } from '../tenancy/gm-scope.ts'
import { cachedCount } from '../views/counts.ts'
import { fleet } from './fleet-query.ts'

interface Cursor {
  /** the last row's sort value (SN, or last seen with -1 for never) */
  v: string | number
  id: string
}

const encode = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url')

function decode(text: string, sort: 'sn' | 'lastSeenAt'): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor
    const okValue = sort === 'sn' ? typeof c.v === 'string' : typeof c.v === 'number'
    if (okValue && typeof c.id === 'string') return c
  } catch {}
  return fail(Code.paramInvalid, { field: 'after' })
}

export async function gmList(
  db: Db,
  scope: GmScope,
  body: GmListBody,
  rates: ValueRates,
  now: number,
): Promise<{ list: GmGateway[]; next: string | null; total: number; pageSize: number; canWrite: boolean }> {
  const inScope = body.enterprise ? enterpriseScope(scope, body.enterprise) : scope
  const sort = body.sort ?? 'sn'
  const bySn = sort === 'sn'
  const desc = body.order === 'desc'
  const pageSize = body.pageSize ?? 20
  const base = fleet(db, inScope, body)
  const total = cachedCount(db, 'devices', base.select('gateways.id'))
  const cursor = body.after ? decode(body.after, sort) : null
  const cmp = desc ? '<' : '>'
  const dir = desc ? 'desc' : 'asc'
  // never-seen gateways sort as -1, so the keyset is one comparable value (coalesce) plus the id
  const seen = sql<number>`coalesce(gateways.last_seen_at, -1)`
  const rows = await base
    .leftJoin('devices', 'devices.gatewayId', 'gateways.id')
    .leftJoin('enterprises', 'enterprises.id', 'gateways.orgId')
    .select([
      'gateways.id',
      'gateways.sn',
      'gateways.orgId',
      'enterprises.name as enterprise',
      'devices.id as deviceId',
      'devices.name as deviceName',
      'gateways.model',
      'gateways.firmwareVersion',
      'gateways.signalStrength',
      'gateways.networkMode',
      'gateways.state',
      'gateways.lastSeenAt',
    ])
    .$if(cursor !== null && bySn, (qb) => qb.where('gateways.sn', cmp, cursor?.v as string))
    .$if(cursor !== null && !bySn, (qb) =>
      qb.where((eb) =>
        eb(eb.tuple(seen, eb.ref('gateways.id')), cmp, eb.tuple(cursor?.v as number, cursor?.id as string)),
      ),
    )
    .$if(bySn, (qb) => qb.orderBy('gateways.sn', dir))
    .$if(!bySn, (qb) => qb.orderBy(seen, dir).orderBy('gateways.id', dir))
    .limit(pageSize + 1)
    .execute()
  const page = rows.slice(0, pageSize)
  const last = page.at(-1)
  const next =
    rows.length > pageSize && last
      ? encode({ v: bySn ? last.sn : Number(last.lastSeenAt ?? -1), id: last.id })
      : null
  return {
    list: page.map((r) => ({
      ...r,
      enterprise: r.enterprise ?? '',
      deviceName: r.deviceName ?? '',
      signalStrength: r.signalStrength === null ? null : Number(r.signalStrength),
      lastSeenAt: r.lastSeenAt === null ? null : Number(r.lastSeenAt),
      valuesPerMinute: rates.perMinute(r.sn, now),
    })),
    next,
    total: await total,
    pageSize,
    canWrite: scope.write,
  }
}
