// The data centre's lazy entry: the screens the manifests' routes name.
export { ExcelAdd, ExcelEdit } from './edit.tsx'
export { ExcelGroups } from './groups.tsx'
export { ExcelInfo, ExcelScan } from './info.tsx'
export { ExcelList } from './list.tsx'
export { ExcelFill, ExcelMonitor, ExcelRead } from './monitor.tsx'
