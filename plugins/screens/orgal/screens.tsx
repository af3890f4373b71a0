// The organisation screens' lazy entry.
export { Departments } from './depts.tsx'
export { Enterprise } from './enterprise.tsx'
export { Roles } from './roles.tsx'
