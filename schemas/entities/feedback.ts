// Feedback (platform spec §2 `/account/feedback`, §5, §7 `feedback/add`; issue 34).
import Type, { type Static } from 'typebox'

/** Spec §5: a feedback opinion has at least 10 characters (white space at the ends not counted). */
export const FEEDBACK_MIN_CHARS = 10
export const FEEDBACK_MAX_CHARS = 2000
/** A screenshot's size limit. */
export const FEEDBACK_IMAGE_BYTES = 512 * 1024
export const FEEDBACK_IMAGE_FORMATS = ['png', 'jpg', 'gif', 'webp'] as const

export const Feedback = Type.Object({
  id: Type.String(),
  content: Type.String(),
  contact: Type.String(),
  /** the screenshot as a data: URL, '' without one */
  image: Type.String(),
  answer: Type.String(),
  answeredAt: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.Integer(),
  /** the author and enterprise, for the platform's list */
  loginname: Type.Optional(Type.String()),
  orgName: Type.Optional(Type.String()),
})
export type Feedback = Static<typeof Feedback>
