// Bodies of the gateway hardware calls: looking a gateway up by SN (`hardware/queryBySn`) and the
// platform administrators' register of gateways (`system/hardware/*`).
import Type, { type Static } from 'typebox'
import { BindScope, GatewaySeries } from '../entities/equipment.ts'
import { Paging, Text } from './common.ts'
import { GatewaySn, VerifyCode } from './equipment.ts'
import { CentreRef } from './gm.ts'

/**
 * `code` is needed for any SN not bound in the caller's enterprise: without it such SNs all answer 1103,
 * so SNs cannot be probed; with it the try counts under the guess limits like a binding's.
 */
export const QueryBySnBody = Type.Object({ sn: GatewaySn, code: Type.Optional(VerifyCode) })

export const HardwareRegisterBody = Type.Object({
  /** at most 100 per batch (1306) */
  gateways: Type.Array(
    Type.Object({
      sn: GatewaySn,
      code: VerifyCode,
      series: Type.Optional(GatewaySeries),
      model: Type.Optional(Text(64)),
      firmwareVersion: Type.Optional(Text(32)),
      bindScope: Type.Optional(BindScope),
    }),
    { minItems: 1, maxItems: 1000 },
  ),
})
export type HardwareRegisterBody = Static<typeof HardwareRegisterBody>

export const HardwareQueryBody = Type.Object({
  ...Paging,
  keyword: Type.Optional(Text(64)),
  bound: Type.Optional(Type.Boolean()),
  /** the gateways of this operating centre's enterprises (the GM centre's DTU modules entry) */
  centre: Type.Optional(CentreRef),
})
export type HardwareQueryBody = Static<typeof HardwareQueryBody>
