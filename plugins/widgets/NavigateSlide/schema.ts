// Carousel (designer spec §3, §9): picArray of slides (enable, imgUrl, clickEvent), three by default,
// turning every 5 seconds along x; indicators in their own colours; box style and the image fit.
import Type from 'typebox'
import { Bool, boxStyle, Choice, Color, clickEventGroup, filledLists, Image, Num } from '../common/schema.ts'
import { defaultClickConfig } from '../common/write.ts'

/** Slides a new carousel has, and seconds between turns (§9). */
export const SLIDE_COUNT = 3
export const SLIDE_SECONDS = 5

const slide = () => ({
  enable: true,
  imgUrl: '',
  clickEvent: { enable: false, config: defaultClickConfig() },
})

export const schema = Type.Object({
  data: Type.Object(
    {
      type: Type.Enum(['signal'], { default: 'signal', 'x-ui': { 'ui:widget': 'hidden' } }),
      ...filledLists(),
      picArray: Type.Array(
        Type.Object({ enable: Bool(true), imgUrl: Image(), clickEvent: clickEventGroup(false) }),
        { default: Array.from({ length: SLIDE_COUNT }, slide) },
      ),
    },
    { additionalProperties: true },
  ),
  style: Type.Object({
    ...boxStyle({ fill: '#f0f2f5' }),
    fit: Choice(['contain', 'cover', 'fill'] as const, 'cover'),
    indicator: Type.Object({ color: Color('#ffffff80'), activeColor: Color('#ffffff') }),
    slideType: Choice(['x'] as const, 'x'),
    slideAuto: Bool(true),
    time: Num(SLIDE_SECONDS, { minimum: 1, 'x-ui': { 'ui:options': { unit: 's' } } }),
  }),
})
