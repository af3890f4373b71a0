// The GM centre's fleet query (issue 36): every gateway in the caller's GM scope joined to its device and
// enterprise, with the list's filters. Shared by the list (keyset pages) and the operating centre's figures.
import { type ExpressionBuilder, sql } from 'kysely'
import type { GmListBody } from '../../schemas/api/gm.ts'
import type { Db } from '../storage/db.ts'
import { isPostgres } from '../storage/dialect.ts'
import type { Database } from '../storage/tables/index.ts'
import type { GmScope } from '../tenancy/gm-scope.ts'

export type FleetFilters = Omit<GmListBody, 'sort' | 'order' | 'after' | 'pageSize' | 'enterprise'>

type Eb = ExpressionBuilder<Database, 'gateways'>

/** SN or device name containing the keyword, in any case, from the trigram indexes (migration 0009). */
function keywordMatch(db: Db, pattern: string) {
  return (eb: Eb) =>
    isPostgres(db)
      ? sql<boolean>`gateways.id in (select id from gateways where sn ilike ${pattern}
          union select gateway_id from devices where name ilike ${pattern} and gateway_id is not null)`
      : eb.or([
          eb('gateways.sn', 'like', pattern),
          sql<boolean>`gateways.id in (select gateway_id from devices where rowid in
            (select rowid from device_search where name like ${pattern}))`,
        ])
}

/** The gateways of a scope: all, or those of its enterprises (none when it has none). */
export function scoped(db: Db, scope: GmScope) {
  return db
    .selectFrom('gateways')
    .$if(!scope.all, (qb) =>
      scope.orgIds.length === 0
        ? qb.where(sql<boolean>`1 = 0`)
        : qb.where('gateways.orgId', 'in', [...scope.orgIds]),
    )
}

export function fleet(db: Db, scope: GmScope, f: FleetFilters) {
  const state: string | undefined = f.state
  return scoped(db, scope)
    .$if(state === 'never', (qb) => qb.where('gateways.lastSeenAt', 'is', null))
    .$if(state !== undefined && state !== 'never', (qb) => qb.where('gateways.state', '=', state ?? ''))
    .$if(f.model !== undefined, (qb) => qb.where('gateways.model', '=', f.model as string))
    .$if(f.firmware !== undefined, (qb) => qb.where('gateways.firmwareVersion', '=', f.firmware as string))
    .$if(f.lastSeenBefore !== undefined, (qb) =>
      qb.where('gateways.lastSeenAt', '<', f.lastSeenBefore as number),
    )
    .$if(!!f.keyword, (qb) => qb.where(keywordMatch(db, `%${f.keyword}%`)))
    .$if(!!f.groupId, (qb) =>
      qb.where('gateways.id', 'in', (eb) =>
        eb
          .selectFrom('gmGroupGateways')
          .select('gatewayId')
          .where('groupId', '=', f.groupId as string),
      ),
    )
}
