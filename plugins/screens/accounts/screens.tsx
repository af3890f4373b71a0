// The account centre's lazy entry.
export { Accounts } from './list.tsx'
