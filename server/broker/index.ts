export * from './access.ts'
export * from './broker.ts'
export * from './platform-client.ts'
