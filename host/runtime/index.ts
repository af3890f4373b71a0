export { RuntimeScreen, type RuntimeScreenProps, runtimeOfRoute } from './RuntimeScreen.tsx'
export { SharedPage } from './SharedPage.tsx'
