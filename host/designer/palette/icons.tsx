// The palette's icon of each built-in widget type: antd's icons, and for the shapes their own outline;
// a plugin the table does not know (a remote one) shows its category's icon.
import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreAddOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  ArrowRightOutlined,
  BarChartOutlined,
  BlockOutlined,
  BoxPlotOutlined,
  CalendarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloudOutlined,
  CodeOutlined,
  CodeSandboxOutlined,
  CompassOutlined,
  DashboardOutlined,
  DotChartOutlined,
  DoubleRightOutlined,
  DownSquareOutlined,
  EditOutlined,
  EnvironmentOutlined,
  FileImageOutlined,
  FontSizeOutlined,
  FundProjectionScreenOutlined,
  GlobalOutlined,
  HistoryOutlined,
  LineChartOutlined,
  MenuOutlined,
  NumberOutlined,
  PercentageOutlined,
  PictureOutlined,
  PieChartOutlined,
  PlayCircleOutlined,
  PlusSquareOutlined,
  RadarChartOutlined,
  RadiusSettingOutlined,
  StockOutlined,
  TableOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons'
import type { ReactNode } from 'react'
import type { WidgetCategory } from '../../../core/kernel/index.ts'

/** A shape's outline in a 16 px box, stroked in the text's colour like antd's icons. */
const outline = (shape: ReactNode) => (
  <svg
    viewBox="0 0 16 16"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.4}
    aria-hidden
  >
    {shape}
  </svg>
)

const BY_TYPE: Record<string, ReactNode> = {
  arrow: <ArrowRightOutlined />,
  circle: outline(<circle cx={8} cy={8} r={6} />),
  ellipse: outline(<ellipse cx={8} cy={8} rx={7} ry={4.5} />),
  line: outline(<path d="M2 14 L14 2" />),
  straightLine: outline(<path d="M1 8 H15" />),
  octagon: outline(<path d="M5.5 1.5 H10.5 L14.5 5.5 V10.5 L10.5 14.5 H5.5 L1.5 10.5 V5.5 Z" />),
  rect: outline(<rect x={2} y={3} width={12} height={10} />),
  parallelogram: outline(<path d="M5 3 H15 L11 13 H1 Z" />),
  prism: outline(<path d="M8 1.5 L14.5 8 L8 14.5 L1.5 8 Z" />),
  triangle: outline(<path d="M8 2 L14.5 14 H1.5 Z" />),
  UsualText: <FontSizeOutlined />,
  UsualDataText: <NumberOutlined />,
  UsualDashboard: <DashboardOutlined />,
  UsualButton: <PlusSquareOutlined />,
  UsualImage: <PictureOutlined />,
  UsualPercentFill: <PercentageOutlined />,
  UsualTimer: <ClockCircleOutlined />,
  UsualScrollbar: <DoubleRightOutlined />,
  UsualAnimation: <PlayCircleOutlined />,
  UsualSelect: <DownSquareOutlined />,
  UsualComboBox: <UnorderedListOutlined />,
  UsualRadio: <CheckCircleOutlined />,
  UsualInput: <EditOutlined />,
  UsualTimeSelector: <CalendarOutlined />,
  report: <TableOutlined />,
  trend: <LineChartOutlined />,
  bar: <BarChartOutlined />,
  pie: <PieChartOutlined />,
  NavigateIframe: <GlobalOutlined />,
  NavigateSlide: <FundProjectionScreenOutlined />,
  NavigateNav: <AppstoreOutlined />,
  NavigateMenu: <MenuOutlined />,
  NavigateImageText: <FileImageOutlined />,
  ComplexLine: <StockOutlined />,
  ComplexAlarm: <AlertOutlined />,
  ComplexBar: <BarChartOutlined />,
  ComplexPie: <PieChartOutlined />,
  ComplexRing: <RadiusSettingOutlined />,
  ComplexRose: <RadarChartOutlined />,
  ComplexArea: <AreaChartOutlined />,
  ComplexSection: <BoxPlotOutlined />,
  ComplexHistory: <HistoryOutlined />,
  ComplexXyline: <DotChartOutlined />,
  ComplexDiagram: <ApartmentOutlined />,
  ComplexMap: <EnvironmentOutlined />,
  ComplexGisMap: <CompassOutlined />,
  ComplexVideo: <VideoCameraOutlined />,
  ComplexWeather: <CloudOutlined />,
  UsualWebgl: <CodeSandboxOutlined />,
}

const BY_CATEGORY: Record<WidgetCategory, ReactNode> = {
  shape: outline(<rect x={2} y={3} width={12} height={10} />),
  basic: <BlockOutlined />,
  chart: <LineChartOutlined />,
  complex: <AppstoreOutlined />,
  navigation: <MenuOutlined />,
  script: <CodeOutlined />,
  group: <BlockOutlined />,
  custom: <AppstoreAddOutlined />,
  symbol: <BlockOutlined />,
}

export const widgetIcon = (type: string, category: WidgetCategory): ReactNode =>
  BY_TYPE[type] ?? BY_CATEGORY[category] ?? <BlockOutlined />
