// Bodies of feedback (issue 34): `feedback/add` (spec §7; multipart when it carries a screenshot),
// one's own `feedback/query`, and the platform administrators' `feedback/queryAll` and `feedback/answer`.
import Type from 'typebox'
import { FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS, Feedback } from '../entities/feedback.ts'
import { Id, PageOf, Paging, Text } from './common.ts'
import { FileUpload } from './security.ts'

export const FeedbackAddBody = Type.Object({
  content: Text(FEEDBACK_MAX_CHARS, FEEDBACK_MIN_CHARS),
  contact: Type.Optional(Text(100)),
  /** an optional screenshot (multipart `file`): png, jpg, gif or webp by content, at most 512 KB */
  file: Type.Optional(FileUpload),
})

export const FEEDBACK_ENDPOINTS = {
  'feedback/add': { body: FeedbackAddBody, answer: Feedback },
  'feedback/query': { body: Type.Object({ ...Paging }), answer: PageOf(Feedback) },
  'feedback/queryAll': {
    body: Type.Object({ ...Paging, answered: Type.Optional(Type.Boolean()) }),
    answer: PageOf(Feedback),
  },
  /** `feedback`, not `…Id`: the platform answers feedback of any enterprise (checked to exist) */
  'feedback/answer': { body: Type.Object({ feedback: Id, answer: Text(2000, 1) }), answer: Feedback },
} as const
