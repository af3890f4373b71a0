// The style screens' lazy entry.
export { CustomStyle, StyleList, SystemStyles } from './list.tsx'
