// Image (designer spec §3): a picture by URL, fitted into the box, with the common frame.
import Type from 'typebox'
import { animationGroup, boxStyle, Choice, clickEventGroup, Image } from '../common/schema.ts'

export const FITS = ['contain', 'cover', 'fill'] as const

export const schema = Type.Object({
  style: Type.Object({ url: Image(), fit: Choice(FITS, 'contain'), ...boxStyle() }),
  animation: animationGroup(),
  clickEvent: clickEventGroup(),
})
