export { DesignerScreen, type DesignerScreenProps, targetOfRoute } from './DesignerScreen.tsx'
export type { DesignTarget, TargetKind } from './io/target.ts'
