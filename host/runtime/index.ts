export { RuntimeScreen, type RuntimeScreenProps, runtimeOfRoute } from './RuntimeScreen.tsx'
