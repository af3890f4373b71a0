export * from './commands.ts'
export * from './config.ts'
export * from './config-rules.ts'
export * from './firmware.ts'
