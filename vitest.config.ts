import { readdirSync, readFileSync } from 'node:fs'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

/** The test files under `dir`, as paths from the repository's root. */
const testFilesIn = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file.replaceAll('\\', '/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file))

/**
 * tests/integration/server files that keep a fresh module graph: the server keeps one weather service
 * (its 10-minute cache per place) and one video provider per process (server/routes/media.ts).
 */
const ISOLATED_SERVER_FILES = ['tests/integration/server/weather.test.ts']

/**
 * The files that share one module graph per worker (`isolate: false`): the tests/unit files that run in
 * Node (no `@vitest-environment` docblock), which keep no state between files (106 files took 131 s
 * isolated, 111 s of it importing, and 51 s shared, the same 2,991 tests passing, load 20 on 2 cores), and
 * the tests/integration/server files, each of which starts its servers on fresh databases and free
 * ports (8 of them: 439 s isolated, import 456 s, and 225 s shared, import 140 s, the same 403 tests
 * passing, load 28). jsdom files and the other integration tests (edge agents, brokers, child processes)
 * keep a fresh graph per file: the screens keep state per page's life in their modules (tried shared,
 * tests/unit/shell/theme.test.tsx failed: its administrator was already told "style not set" by a file
 * before, in host/shell/parts/useTheme.ts's set).
 */
const sharedGraphFiles = [
  ...testFilesIn('tests/unit').filter((file) => !readFileSync(file, 'utf8').includes('@vitest-environment')),
  ...testFilesIn('tests/integration/server').filter((file) => !ISOLATED_SERVER_FILES.includes(file)),
]

/**
 * Browser files that need a fresh module graph: the media tests start their own provider stand-ins, and
 * the server keeps the video provider (and the URL it was made with) per process (server/routes/media.ts).
 */
const ISOLATED_BROWSER_FILES = ['tests/browser/media/**/*.test.ts']

/** How both browser projects run. */
const BROWSER_RUN = {
  environment: 'node',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // two files at a time (each starts its own server and Chromium on free ports): the browser
  // phase took 18 min one file at a time, which put .ci/run over its 30 minutes
  maxWorkers: 2,
  // on CI one more try for a failed browser test: the CI machine is shared and its load swings,
  // and a step that waits on a busy server can miss its minute once; a broken test fails twice
  retry: process.env.CI ? 1 : 0,
} as const

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...sharedGraphFiles],
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
          name: 'unit-shared',
          include: sharedGraphFiles,
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED_BROWSER_FILES],
          // Each file starts its own platform on a fresh database, so files need no fresh module graph:
          // one per worker is imported once (server, agent, playwright-core) instead of once per file,
          // which was 24 s of each file under load 20 (6 files: import 142 s of 442 s).
          isolate: false,
          ...BROWSER_RUN,
        },
      },
      {
        extends: true,
        test: { name: 'browser-isolated', include: ISOLATED_BROWSER_FILES, ...BROWSER_RUN },
      },
    ],
  },
})
