// Shapes carried as JSON strings in the command metrics between the platform and a gateway
// (metric names in core/sparkplug/metrics.ts).
import Type, { type Static } from 'typebox'

/** NCMD `Command/Write`: write a value to a variable by id (a text variable takes a string). */
export const WriteCommand = Type.Object({
  variableId: Type.String({ minLength: 1 }),
  value: Type.Union([Type.Number(), Type.Boolean(), Type.String()]),
})
export type WriteCommand = Static<typeof WriteCommand>

/** NCMD `Command/Browse`: the children of an OPC UA node (the Objects folder without nodeId). */
export const BrowseCommand = Type.Object({
  driverId: Type.String({ minLength: 1 }),
  nodeId: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
})
export type BrowseCommand = Static<typeof BrowseCommand>

/** One node a browse found; variables say the data type the driver screen proposes for them. */
export const BrowsedNode = Type.Object({
  nodeId: Type.String(),
  name: Type.String(),
  nodeClass: Type.Union([Type.Literal('Object'), Type.Literal('Variable'), Type.Literal('Other')]),
  /** a variable's data type on the variable screen's scale, when it maps onto one */
  dataType: Type.Optional(Type.String()),
  writable: Type.Optional(Type.Boolean()),
})
export type BrowsedNode = Static<typeof BrowsedNode>

/** NDATA `Command/Result`: the answer to one command, matched by the uuid sent as `Command/Id`. */
export const CommandResult = Type.Object({
  uuid: Type.String(),
  status: Type.Union([Type.Literal('success'), Type.Literal('failure')]),
  /** 200 on success, else a code of the catalogue (platform spec §8: 2001-2007, 99901-99907, 10001...). */
  code: Type.Integer(),
  msg: Type.Optional(Type.String()),
  /** For a configuration document: the version the gateway now runs. */
  configVersion: Type.Optional(Type.Integer()),
  /** For a write: the variable and the value read back after writing, when it could be read. */
  variableId: Type.Optional(Type.String()),
  value: Type.Optional(Type.Union([Type.Number(), Type.Boolean(), Type.String(), Type.Null()])),
  /** For a browse: the node's children (at most 500). */
  nodes: Type.Optional(Type.Array(BrowsedNode, { maxItems: 500 })),
})
export type CommandResult = Static<typeof CommandResult>

/** NDATA `Script/Status`: a device script's last run, and its error when that run failed. */
export const ScriptStatus = Type.Object({
  scriptId: Type.String({ minLength: 1, maxLength: 64 }),
  /** when the run began (ms since the epoch) */
  at: Type.Integer({ minimum: 0 }),
  ok: Type.Boolean(),
  /** the script's error or the limit that stopped it; '' when ok */
  error: Type.String({ maxLength: 500 }),
})
export type ScriptStatus = Static<typeof ScriptStatus>

export const ANTI_TAMPER_STATES = ['answering', 'stoppedOffline', 'error'] as const

/**
 * NBIRTH and NDATA `AntiTamper/Status` (edge/agent/anti-tamper.ts): answering the PLC's challenges,
 * stopped because the platform has been away longer than the offline stop minutes, or failing (its
 * catalogue code and the gateway's reason). Absent while anti-tamper is off.
 */
export const AntiTamperStatus = Type.Object({
  state: Type.Enum(ANTI_TAMPER_STATES),
  /** since when (ms since the epoch) */
  since: Type.Integer({ minimum: 0 }),
  /** the last answer written (ms since the epoch) */
  answeredAt: Type.Optional(Type.Integer({ minimum: 0 })),
  code: Type.Optional(Type.Integer()),
  error: Type.Optional(Type.String({ maxLength: 500 })),
})
export type AntiTamperStatus = Static<typeof AntiTamperStatus>
