// The built-in widgets: every plugin of this folder, as registry entries and as kernel plugins.
import { type KernelPlugin, type WidgetPlugin, widgetPlugin } from '../../core/kernel/index.ts'
import arrow from './arrow/index.tsx'
import ComplexLine from './ComplexLine/index.ts'
import circle from './circle/index.tsx'
import ellipse from './ellipse/index.tsx'
import line from './line/index.tsx'
import octagon from './octagon/index.tsx'
import parallelogram from './parallelogram/index.tsx'
import prism from './prism/index.tsx'
import rect from './rect/index.tsx'
import straightLine from './straightLine/index.tsx'
import triangle from './triangle/index.tsx'
import UsualAnimation from './UsualAnimation/index.ts'
import UsualButton from './UsualButton/index.ts'
import UsualDashboard from './UsualDashboard/index.ts'
import UsualDataText from './UsualDataText/index.ts'
import UsualImage from './UsualImage/index.ts'
import UsualPercentFill from './UsualPercentFill/index.ts'
import UsualScrollbar from './UsualScrollbar/index.ts'
import UsualText from './UsualText/index.ts'
import UsualTimer from './UsualTimer/index.ts'
import WidgetGroup from './WidgetGroup/index.tsx'

export const builtinWidgets: WidgetPlugin[] = [
  WidgetGroup,
  arrow,
  circle,
  ellipse,
  line,
  straightLine,
  octagon,
  rect,
  parallelogram,
  prism,
  triangle,
  UsualText,
  UsualDataText,
  UsualDashboard,
  UsualButton,
  UsualImage,
  UsualPercentFill,
  UsualTimer,
  UsualScrollbar,
  UsualAnimation,
  ComplexLine,
]

export const builtinWidgetPlugins: KernelPlugin[] = builtinWidgets.map(widgetPlugin)
