// The bench page's build: production React, like the app.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export const BENCH_OUT = resolve('dist/bench')

export default defineConfig({
  root: resolve('tests/bench/pages'),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: BENCH_OUT, emptyOutDir: true, chunkSizeWarningLimit: 8000 },
})
