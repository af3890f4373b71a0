// The protocols the edge agent offers as data (issue 35, platform spec §2 `system/protocol`): each driver
// protocol's shown name (unique, 2101), the data types its variables may have, and its register types
// (unique per protocol, 2102). A register type is a named view of one of the tables the agent reads
// (`table`), narrowed to some data types: one added here is offered by the variable form at once.
import Type, { type Static } from 'typebox'
import { DRIVER_PROTOCOLS, REGISTER_TYPES, VARIABLE_DATA_TYPES } from '../edge/config.ts'

export const DataTypes = Type.Array(Type.Enum(VARIABLE_DATA_TYPES), { minItems: 1, uniqueItems: true })

export const RegisterTypeName = Type.String({
  minLength: 1,
  maxLength: 32,
  pattern: '^[A-Za-z][A-Za-z0-9_]*$',
})

export const RegisterTypeDef = Type.Object({
  protocol: Type.Enum(DRIVER_PROTOCOLS),
  /** what a variable stores; unique per protocol (2102) */
  name: RegisterTypeName,
  labelZh: Type.String({ minLength: 1, maxLength: 32 }),
  labelEn: Type.String({ minLength: 1, maxLength: 32 }),
  /** the table the agent reads it from */
  table: Type.Enum(REGISTER_TYPES),
  /** a bit table's types are bit only */
  dataTypes: DataTypes,
})
export type RegisterTypeDef = Static<typeof RegisterTypeDef>

export const ProtocolDef = Type.Object({
  key: Type.Enum(DRIVER_PROTOCOLS),
  /** the name people see; unique (2101) */
  name: Type.String({ minLength: 1, maxLength: 64 }),
  dataTypes: DataTypes,
})
export type ProtocolDef = Static<typeof ProtocolDef>

export const ProtocolView = Type.Object({
  ...ProtocolDef.properties,
  registerTypes: Type.Array(RegisterTypeDef),
  updatedAt: Type.Number(),
})
export type ProtocolView = Static<typeof ProtocolView>
