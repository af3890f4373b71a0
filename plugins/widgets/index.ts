// The built-in widgets: every plugin of this folder, as registry entries and as kernel plugins.
import { type KernelPlugin, type WidgetPlugin, widgetPlugin } from '../../core/kernel/index.ts'
import arrow from './arrow/index.tsx'
import bar from './bar/index.ts'
import ComplexAlarm from './ComplexAlarm/index.ts'
import ComplexArea from './ComplexArea/index.ts'
import ComplexBar from './ComplexBar/index.ts'
import ComplexDiagram from './ComplexDiagram/index.ts'
import ComplexGisMap from './ComplexGisMap/index.ts'
import ComplexHistory from './ComplexHistory/index.ts'
import ComplexLine from './ComplexLine/index.ts'
import ComplexMap from './ComplexMap/index.ts'
import ComplexPie from './ComplexPie/index.ts'
import ComplexRing from './ComplexRing/index.ts'
import ComplexRose from './ComplexRose/index.ts'
import ComplexSection from './ComplexSection/index.ts'
import ComplexVideo from './ComplexVideo/index.ts'
import ComplexWeather from './ComplexWeather/index.ts'
import ComplexXyline from './ComplexXyline/index.ts'
import circle from './circle/index.tsx'
import ellipse from './ellipse/index.tsx'
import line from './line/index.tsx'
import NavigateIframe from './NavigateIframe/index.ts'
import NavigateImageText from './NavigateImageText/index.ts'
import NavigateMenu from './NavigateMenu/index.ts'
import NavigateNav from './NavigateNav/index.ts'
import NavigateSlide from './NavigateSlide/index.ts'
import octagon from './octagon/index.tsx'
import parallelogram from './parallelogram/index.tsx'
import pie from './pie/index.ts'
import prism from './prism/index.tsx'
import rect from './rect/index.tsx'
import report from './report/index.ts'
import SymbolWidget from './Symbol/index.ts'
import straightLine from './straightLine/index.tsx'
import trend from './trend/index.ts'
import triangle from './triangle/index.tsx'
import UsualAnimation from './UsualAnimation/index.ts'
import UsualButton from './UsualButton/index.ts'
import UsualComboBox from './UsualComboBox/index.ts'
import UsualDashboard from './UsualDashboard/index.ts'
import UsualDataText from './UsualDataText/index.ts'
import UsualImage from './UsualImage/index.ts'
import UsualInput from './UsualInput/index.ts'
import UsualPercentFill from './UsualPercentFill/index.ts'
import UsualRadio from './UsualRadio/index.ts'
import UsualScrollbar from './UsualScrollbar/index.ts'
import UsualSelect from './UsualSelect/index.ts'
import UsualText from './UsualText/index.ts'
import UsualTimer from './UsualTimer/index.ts'
import UsualTimeSelector from './UsualTimeSelector/index.ts'
import UsualWebgl from './UsualWebgl/index.ts'
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
  UsualSelect,
  UsualComboBox,
  UsualRadio,
  UsualInput,
  UsualTimeSelector,
  report,
  trend,
  bar,
  pie,
  NavigateIframe,
  NavigateSlide,
  NavigateNav,
  NavigateMenu,
  NavigateImageText,
  ComplexLine,
  ComplexAlarm,
  ComplexBar,
  ComplexPie,
  ComplexRing,
  ComplexRose,
  ComplexArea,
  ComplexSection,
  ComplexHistory,
  ComplexXyline,
  ComplexDiagram,
  ComplexMap,
  ComplexGisMap,
  ComplexVideo,
  ComplexWeather,
  UsualWebgl,
  SymbolWidget,
]

export const builtinWidgetPlugins: KernelPlugin[] = builtinWidgets.map(widgetPlugin)
