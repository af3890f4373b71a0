// Iframe (designer spec §3, §9): shows a configuration page of the project, an equipment's page, or an
// external link (allow-listed), picked in the panel like a window's content; scrolling options, and the
// auto-scroll speed 25 (§9). `data.iframe` holds the target (its `type` is a frame kind, which the
// page schema keeps apart from the data block's binding `type`).
import Type from 'typebox'
import { LinkUrl } from '../../../schemas/url.ts'
import { Bool, boxStyle, Choice, Num, Str, staticData } from '../common/schema.ts'

/** The auto-scroll speed of a framed page (§9). */
export const IFRAME_SCROLL_SPEED = 25

export const FrameTarget = Type.Object(
  {
    type: Str('equip'),
    pageId: Str(),
    mainId: Str(),
    mainPageId: Str(),
    mainTitle: Str(),
    link: LinkUrl(),
  },
  { 'x-ui': { 'ui:field': 'windowContent' } },
)

export const schema = Type.Object({
  data: staticData({ enable: Bool(true), iframe: FrameTarget }),
  style: Type.Object({
    ...boxStyle({ fill: '#ffffff' }),
    scrolling: Choice(['auto', 'yes', 'no'] as const, 'auto'),
    scrollSpeed: Num(IFRAME_SCROLL_SPEED, { minimum: 0 }),
  }),
})
