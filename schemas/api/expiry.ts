// Expiry messages (issue 34): `project/setExpiry` (ours: the spec shows no field for it), and spec §7's
// `msg/getExpireById` (an expiry notice the caller was told about) and `msg/queryExpireNoticeMsg` (the
// caller's expiry messages).
import Type from 'typebox'
import { MessageView } from '../entities/live.ts'
import { Id, PageOf, Paging } from './common.ts'

export const ExpiryNotice = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  objectId: Type.String(),
  name: Type.String(),
  expiresAt: Type.Integer(),
  createdAt: Type.Integer(),
})

export const EXPIRY_ENDPOINTS = {
  'project/setExpiry': {
    body: Type.Object({ projectId: Id, expiresAt: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]) }),
    answer: Type.Object({ projectId: Type.String(), expiresAt: Type.Union([Type.Integer(), Type.Null()]) }),
  },
  'msg/getExpireById': { body: Type.Object({ id: Id }), answer: ExpiryNotice },
  'msg/queryExpireNoticeMsg': {
    body: Type.Object({ ...Paging, read: Type.Optional(Type.Boolean()) }),
    answer: PageOf(MessageView),
  },
} as const
