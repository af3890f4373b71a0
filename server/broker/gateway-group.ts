// The Sparkplug group id a gateway speaks in: its own (gateways.sparkplug_group), else its enterprise's,
// else the platform's default. The brokers' access rules use it (a node may publish and subscribe only in
// its group), as the ingest does (edge-link/directory.ts: a message in another group is ignored).
import type { Db } from '../storage/db.ts'

export async function gatewayGroupOf(db: Db, sn: string, defaultGroup: string): Promise<string> {
  const row = await db
    .selectFrom('gateways')
    .leftJoin('enterprises', 'enterprises.id', 'gateways.orgId')
    .select(['gateways.sparkplugGroup', 'enterprises.sparkplugGroup as orgGroup'])
    .where('gateways.sn', '=', sn)
    .executeTakeFirst()
  return row?.sparkplugGroup ?? row?.orgGroup ?? defaultGroup
}
