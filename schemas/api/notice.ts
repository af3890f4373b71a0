// Bodies of system notices (issue 34): platform administrators' `notice/query|add|edit|delete`, and
// `notice/detail` (spec §7) for anyone in a published notice's audience.
import Type, { type Static } from 'typebox'
import { Notice, NoticeAudience } from '../entities/notice.ts'
import { Id, PageOf, Paging, Text } from './common.ts'

const NoticeFields = {
  title: Text(100, 1),
  /** rich text; cleaned at save */
  content: Text(50_000),
  audience: NoticeAudience,
  /** the enterprises of audience `orgs` (at least one then; not `…Ids`: other enterprises' ids, checked
   * by the handler, not the caller's scope) */
  enterprises: Type.Optional(Type.Array(Id, { maxItems: 500 })),
  /** when to publish (epoch ms); now or earlier publishes at once */
  publishAt: Type.Optional(Type.Integer({ minimum: 0 })),
}
export const NoticeAddBody = Type.Object(NoticeFields)
export type NoticeAddBody = Static<typeof NoticeAddBody>
export const NoticeEditBody = Type.Object({ id: Id, ...NoticeFields })
const IdBody = Type.Object({ id: Id })

export const NOTICE_ENDPOINTS = {
  'notice/query': { body: Type.Object({ ...Paging }), answer: PageOf(Notice) },
  'notice/add': { body: NoticeAddBody, answer: Notice },
  'notice/edit': { body: NoticeEditBody, answer: Notice },
  'notice/delete': { body: IdBody, answer: Type.Null() },
  'notice/detail': { body: IdBody, answer: Notice },
} as const
