// The account area's lazy entry.
export { UserConfig } from './config.tsx'
export { Feedback } from './feedback.tsx'
export { PersonalInfo } from './info.tsx'
export { OperationLog } from './log.tsx'
export { Security } from './security.tsx'
export { SecuritySetup } from './setup.tsx'
