// The bench page's build: production React, like the app.
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** BENCH_OUT_DIR: another place, so benches run side by side do not build over each other */
export const BENCH_OUT = resolve(process.env.BENCH_OUT_DIR ?? 'dist/bench')

export default defineConfig({
  root: resolve('tests/bench/pages'),
  plugins: [react()],
  logLevel: 'warn',
  build: { outDir: BENCH_OUT, emptyOutDir: true, chunkSizeWarningLimit: 8000 },
})
