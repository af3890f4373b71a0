// The common fields of every widget in the property panel: name, position lock, visible regions and
// the box (designer spec §3 common widget fields).
import Type from 'typebox'
import { Position } from '../../../schemas/page.ts'

const { x, y, width, height, rotate } = Position.properties

export const CommonFields = Type.Object({
  widgetName: Type.String(),
  posLock: Type.Boolean(),
  authRegion: Type.String(),
  position: Type.Object({ x, y, width, height, rotate }),
})

/** The page settings the container panel edits (designer spec §3 container options). */
export const CONTAINER_FIELDS = [
  'title',
  'width',
  'height',
  'fit',
  'bgColor',
  'bgImage',
  'checkpwd',
  'password',
  'adaption',
] as const
