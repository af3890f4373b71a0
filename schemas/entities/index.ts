export * from './account.ts'
export * from './org.ts'
export * from './records.ts'
export * from './user-info.ts'
