// Tenant-isolation fixtures of the enterprise's own symbols (server/assets/symbols.ts): one SVG uploaded
// by the enterprise's administrator, so no other enterprise may name it.
import type { EntityKind } from '../../../server/tenancy/entities.ts'
import { postFile } from './asset-fixtures.ts'
import type { TestEnterprise, TestServer } from './helpers.ts'

/** A small valve: a body, a stem that turns and a label, each with an id to mark. */
export const VALVE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60">' +
    '<path id="body" d="M10 10 L50 30 L10 50 Z M90 10 L50 30 L90 50 Z" fill="#ccc" stroke="#333"/>' +
    '<rect id="stem" x="46" y="2" width="8" height="28" style="fill:#999;stroke:#333"/>' +
    '<text id="label" x="50" y="58" text-anchor="middle" font-size="8">--</text></svg>',
)

export const uploadSymbol = (
  server: TestServer,
  cookie: string | null,
  data: Buffer,
  fields: Record<string, string> = {},
) => postFile(server, 'symbol/upload', cookie, { name: 'valve.svg', data, type: 'image/svg+xml' }, fields)

export async function symbolEntityFixtures(
  server: TestServer,
  org: TestEnterprise,
): Promise<Partial<Record<EntityKind, string>>> {
  const answer = await uploadSymbol(server, org.admin.cookie, VALVE_SVG)
  if (answer.code !== 200) throw new Error(`symbol fixture: ${answer.code} ${answer.msg}`)
  return { symbol: answer.data.id as string }
}
