// Shapes carried as JSON strings in the command metrics between the platform and a gateway
// (metric names in core/sparkplug/metrics.ts).
import Type, { type Static } from 'typebox'

/** NCMD `Command/Write`: write a value to a variable by id. */
export const WriteCommand = Type.Object({
  variableId: Type.String({ minLength: 1 }),
  value: Type.Union([Type.Number(), Type.Boolean()]),
})
export type WriteCommand = Static<typeof WriteCommand>

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
  value: Type.Optional(Type.Union([Type.Number(), Type.Boolean(), Type.Null()])),
})
export type CommandResult = Static<typeof CommandResult>
