import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { NavMenuView } from '../common/nav-view.tsx'
import type { schema } from './schema.ts'

export function NavView(props: WidgetViewProps<Static<typeof schema>>) {
  return <NavMenuView {...props} vertical={false} align={props.widget.style.alignType} />
}
