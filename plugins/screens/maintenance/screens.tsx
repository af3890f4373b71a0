// The O&M screens' lazy entry.
export { InspectionContents } from './contents.tsx'
export { InspectionPlans } from './plans.tsx'
export { MyWorkOrders, WorkOrders } from './work-orders.tsx'
