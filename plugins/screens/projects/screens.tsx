// The projects' lazy entry.
export { ProjectList } from './list.tsx'
