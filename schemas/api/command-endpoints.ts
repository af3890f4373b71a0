// The device commands (`api.runCommand(path, body)` in core/api/commands.ts): path → body schema → the
// result the command resolves with once its gateway answers (polled on `equipment/multi/callback`, made by
// server/edge-link/commands.ts), so a caller names no result type and a changed result is a type error on
// both sides. The server registers these routes with the map's body schemas (server/routes/sync.ts).
import Type, { type Static, type TSchema } from 'typebox'
import { BrowsedNode } from '../edge/commands.ts'
import { DriverBrowseBody } from './equipment-config.ts'
import { EquipmentBody } from './live.ts'

/** A sync's end: the configuration version the gateway now runs (null when it did not say). */
export const SyncResult = Type.Object({ configVersion: Type.Union([Type.Integer(), Type.Null()]) })

/** A browse's end: the node's children. */
export const BrowseResult = Type.Object({ nodes: Type.Array(BrowsedNode) })

export const COMMANDS = {
  'equipment/multi/sync': { body: EquipmentBody, result: SyncResult },
  'equipment/driver/browse': { body: DriverBrowseBody, result: BrowseResult },
} as const satisfies Record<string, { body: TSchema; result: TSchema }>

export type CommandPath = keyof typeof COMMANDS
export type CommandBody<P extends CommandPath> = Static<(typeof COMMANDS)[P]['body']>
export type CommandResultOf<P extends CommandPath> = Static<(typeof COMMANDS)[P]['result']>
