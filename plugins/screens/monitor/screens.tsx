// The monitor area's lazy entry.
export { DeviceDetail, GatewayAlarms, GmDetail } from './detail.tsx'
export { DeviceGroups, DeviceList } from './list.tsx'
export { AlarmOverviewScreen } from './overview.tsx'
