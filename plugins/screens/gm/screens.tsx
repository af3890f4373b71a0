// The GM centre's lazy entry.
export { GmCentre } from './centre.tsx'
export { GmCentres } from './centres.tsx'
export { GmGroups } from './groups.tsx'
export { GmList } from './list.tsx'
