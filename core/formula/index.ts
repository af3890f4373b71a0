export * from './ast.ts'
export * from './evaluate.ts'
export * from './parse.ts'
