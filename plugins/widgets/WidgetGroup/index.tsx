// The group (designer spec §2, §3): its children are laid out by the host in the group's frame; the
// group itself only draws a dashed frame in the designer. It takes animations and a click event like
// any widget; geometry (origin, bounds) is core/page's.
import Type from 'typebox'
import { defineWidget, type WidgetViewProps } from '../../../core/kernel/index.ts'
import { GROUP_NAME, GROUP_TYPE } from '../../../schemas/page.ts'
import { optionsOf } from '../common/define.ts'
import { animationGroup, clickEventGroup } from '../common/schema.ts'

export const schema = Type.Object({ animation: animationGroup(), clickEvent: clickEventGroup() })

export function GroupView({ mode }: WidgetViewProps) {
  return mode === 'design' ? (
    <div style={{ width: '100%', height: '100%', outline: '1px dashed #91caff', pointerEvents: 'none' }} />
  ) : null
}

export default defineWidget({
  type: GROUP_TYPE,
  version: '1.0.0',
  category: 'group',
  title: { zh: GROUP_NAME, en: 'Group' },
  ...optionsOf(schema),
  defaultSize: { width: 100, height: 100 },
  bindingKinds: [],
  component: GroupView,
})
