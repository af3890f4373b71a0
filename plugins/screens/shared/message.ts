// A message as the message centre lists it and the push socket delivers it (platform spec §3 "Message").
import Type, { type Static } from 'typebox'
import { MessageView } from '../../../schemas/entities/live.ts'

/** The server's MessageView, of which a screen needs only id, type and title to show a message. */
export const Message = Type.Object(
  {
    ...Type.Partial(MessageView).properties,
    id: MessageView.properties.id,
    type: MessageView.properties.type,
    title: MessageView.properties.title,
  },
  { additionalProperties: true },
)
export type Message = Static<typeof Message>

export const isRead = (m: Pick<Message, 'read'>): boolean => m.read === true

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
