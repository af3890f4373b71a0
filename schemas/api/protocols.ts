// The protocols' calls (issue 35): everyone signed in reads them (the driver and variable forms are built
// from them); platform administrators rename a protocol, narrow its data types and keep its register types.
import Type from 'typebox'
import { ProtocolDef, ProtocolView, RegisterTypeDef } from '../entities/protocols.ts'

export const RegisterTypeSaveBody = Type.Object({
  ...RegisterTypeDef.properties,
  /** the name before a rename; absent for a new register type */
  previous: Type.Optional(RegisterTypeDef.properties.name),
})
export const RegisterTypeNameBody = Type.Object({
  protocol: RegisterTypeDef.properties.protocol,
  name: RegisterTypeDef.properties.name,
})

export const PROTOCOL_ENDPOINTS = {
  'system/protocol/query': { body: Type.Object({}), answer: Type.Array(ProtocolView) },
  /** 2101 when another protocol has the name */
  'system/protocol/save': { body: ProtocolDef, answer: ProtocolView },
  /** 2102 when the protocol has a register type of the name */
  'system/protocol/register/save': { body: RegisterTypeSaveBody, answer: ProtocolView },
  /** 10004 while variables use it */
  'system/protocol/register/delete': { body: RegisterTypeNameBody, answer: ProtocolView },
} as const
