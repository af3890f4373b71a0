// Bodies and answers of the WeChat binding calls (`AccountInternalAction!bindWeixin`, its callback).
import Type, { type Static } from 'typebox'
import { Text } from './common.ts'

export const BindWeixinAnswer = Type.Object({ state: Type.String(), authorizeUrl: Type.String() })
export type BindWeixinAnswer = Static<typeof BindWeixinAnswer>

export const BindWeixinCallbackBody = Type.Object({ state: Text(64, 1), code: Text(128, 1) })
export type BindWeixinCallbackBody = Static<typeof BindWeixinCallbackBody>
