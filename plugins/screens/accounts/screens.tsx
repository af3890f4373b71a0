// The account centre's lazy entry.

export { Invitations } from './invitations.tsx'
export { Accounts } from './list.tsx'
