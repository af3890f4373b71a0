// The widget plugins' lazy entry.
export { WidgetPlugins } from './list.tsx'
