// System notices (platform spec §2 `/msg/detail/all/notice/public/{dataId}`, §7 `notice/detail`;
// issue 34): a title and rich text for every enterprise or chosen ones, published at a time.
import Type, { type Static } from 'typebox'

export const NOTICE_AUDIENCES = ['all', 'orgs'] as const
export const NoticeAudience = Type.Enum(NOTICE_AUDIENCES)

export const Notice = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** rich text, cleaned with the one allow-list (core/validation/rich-text.ts) */
  content: Type.String(),
  audience: NoticeAudience,
  /** the enterprises of audience `orgs` */
  enterprises: Type.Array(Type.String()),
  publishAt: Type.Integer(),
  /** null until the leader published it (its messages sent) */
  publishedAt: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.Integer(),
})
export type Notice = Static<typeof Notice>
