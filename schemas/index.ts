export * from './page.ts'
export * from './shape.ts'
export * from './validate.ts'
export * from './wire.ts'
