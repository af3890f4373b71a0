// A message as the message centre lists it and the push socket delivers it (platform spec §3 "Message").
import Type, { type Static } from 'typebox'

export const MESSAGE_TYPES = ['alarm', 'order', 'notice', 'expire', 'payment'] as const

export const Message = Type.Object(
  {
    id: Type.String(),
    type: Type.String(),
    equipType: Type.Optional(Type.String()),
    dataId: Type.Optional(Type.String()),
    dataStatus: Type.Optional(Type.String()),
    title: Type.String(),
    note: Type.Optional(Type.String()),
    /** ms since the epoch, or a date string */
    gmtCreate: Type.Optional(Type.Union([Type.Number(), Type.String()])),
    /** How many times an alarm is spoken; 0 plays the alarm sound (§9). */
    alarmBroadcastTimes: Type.Optional(Type.Number()),
    imgUrl: Type.Optional(Type.String()),
    read: Type.Optional(Type.Union([Type.Boolean(), Type.Number()])),
  },
  { additionalProperties: true },
)
export type Message = Static<typeof Message>

export const isRead = (m: Pick<Message, 'read'>): boolean => m.read === true || m.read === 1

/**
 * The detail route of a message by kind (platform spec §2): expiry notices by what expired, system
 * notices, wallet payments, and the general `/msg/detail/{menuType}/{msgType}/{equipType}/{dataId}`.
 */
export function messageDetailPath(m: Message, menuType = 'all'): string {
  const dataId = encodeURIComponent(m.dataId || m.id)
  if (m.type === 'payment') return `/system/msg/detail/${encodeURIComponent(m.id)}/wallet`
  if (m.type === 'notice') return `/msg/detail/all/notice/public/${dataId}`
  if (m.type === 'expire') return `/msg/detail/all/expire/${m.equipType || 'project'}/${dataId}`
  return `/msg/detail/${menuType}/${m.type}/${m.equipType || 'equip'}/${dataId}`
}
