import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          setupFiles: ['tests/unit/react-teardown.ts'],
          // two files at a time, as the browser tests: vitest's default on 2 cores is one, and most files
          // wait on servers, databases and brokers of their own (free ports, fresh databases, random SNs)
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // two files at a time (each starts its own server and Chromium on free ports): the browser
          // phase took 18 min one file at a time, which put .ci/run over its 30 minutes
          maxWorkers: 2,
          // on CI one more try for a failed browser test: the CI machine is shared and its load swings,
          // and a step that waits on a busy server can miss its minute once; a broken test fails twice
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
})
