// Image (designer spec §3): a picture by URL, fitted into the box, with the common frame.
import Type from 'typebox'
import { ImageUrl } from '../../../schemas/url.ts'
import { animationGroup, boxStyle, Choice, clickEventGroup } from '../common/schema.ts'

export const FITS = ['contain', 'cover', 'fill'] as const

export const schema = Type.Object({
  style: Type.Object({ url: ImageUrl(), fit: Choice(FITS, 'contain'), ...boxStyle() }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
