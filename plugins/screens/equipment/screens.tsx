// The equipment centre's lazy entry.
export { EquipmentAdd } from './add.tsx'
export { DiscoveredMetrics } from './discovered.tsx'
export { EquipmentEdit } from './edit.tsx'
export { EquipmentList } from './list.tsx'
export { TemplateAdd, TemplateEdit, TemplateList } from './templates.tsx'
