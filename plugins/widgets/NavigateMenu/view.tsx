import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import type { NavOptions } from '../common/nav-schema.ts'
import { NavMenuView } from '../common/nav-view.tsx'

export function MenuView(props: WidgetViewProps<NavOptions>) {
  return <NavMenuView {...props} vertical />
}
