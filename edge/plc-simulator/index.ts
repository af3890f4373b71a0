export * from './demo-config.ts'
export * from './signals.ts'
export * from './simulator.ts'
