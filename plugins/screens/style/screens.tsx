// The style screens' lazy entry.
export { LoginEditor, MainEditor, StylePreview } from './editor.tsx'
export { ManageFrame } from './frame.tsx'
export { CustomPlatform, CustomStyle, StyleList, SystemStyles } from './list.tsx'
