// The web app at start-up (server/http/web-app.ts): built into a folder of its own and renamed into place,
// so two starts on one checkout never find it emptied or half-written (the later build lands, or keeps
// the earlier one), a failed build leaves nothing behind; and a server started before the web app
// existed serves it as soon as it is there, without a restart.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { Code } from '../../../core/i18n/codes.ts'
import { buildWebApp, hasWebApp } from '../../../server/http/web-app.ts'
import { createTestServer } from './helpers.ts'

const dir = mkdtempSync(join(tmpdir(), 'lf-web-app-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A fresh folder for one case's web root. */
const freshRoot = () => join(mkdtempSync(join(dir, 'case-')), 'web')

/** A stand-in for vite's build: empties `outDir` and writes the page and one asset, marked `label`. */
function fakeBuild(label: string, during?: () => void) {
  return (outDir: string) => {
    rmSync(outDir, { recursive: true, force: true })
    mkdirSync(join(outDir, 'assets'), { recursive: true })
    writeFileSync(join(outDir, 'assets', 'app.js'), `// ${label}`)
    during?.()
    writeFileSync(join(outDir, 'index.html'), `<!doctype html><title>${label}</title>`)
    return true
  }
}

const pageOf = (root: string) => readFileSync(join(root, 'index.html'), 'utf8')
const siblings = (root: string) => readdirSync(join(root, '..'))

describe('building the web app', () => {
  it('renames a finished build into place and leaves no folder behind', () => {
    const root = freshRoot()
    expect(buildWebApp(root, fakeBuild('one'))).toBe(true)
    expect(pageOf(root)).toContain('one')
    expect(siblings(root)).toEqual(['web'])
  })

  it('two starts building at once: the root is never emptied, and one whole build stays', () => {
    const root = freshRoot()
    const seen: boolean[] = []
    // the second start builds while the first is half-way through its own build
    const second = () => {
      seen.push(buildWebApp(root, fakeBuild('second')))
      seen.push(hasWebApp(root))
    }
    expect(buildWebApp(root, fakeBuild('first', second))).toBe(true)
    expect(seen).toEqual([true, true])
    // the second landed first; the first finds a whole web app there and keeps it
    expect(pageOf(root)).toContain('second')
    expect(readFileSync(join(root, 'assets', 'app.js'), 'utf8')).toContain('second')
    expect(siblings(root)).toEqual(['web'])
  })

  it('replaces what a broken build left, and keeps the root when a build fails', () => {
    const root = freshRoot()
    mkdirSync(join(root, 'assets'), { recursive: true })
    writeFileSync(join(root, 'assets', 'half.js'), '//')
    expect(buildWebApp(root, fakeBuild('whole'))).toBe(true)
    expect(readdirSync(join(root, 'assets'))).toEqual(['app.js'])
    expect(buildWebApp(root, () => false)).toBe(true)
    expect(pageOf(root)).toContain('whole')
    expect(buildWebApp(freshRoot(), () => false)).toBe(false)
    expect(siblings(root)).toEqual(['web'])
  })
})

describe('serving the web app', () => {
  it('serves a web app that appears after the start, without a restart', async () => {
    const root = freshRoot()
    const server = await createTestServer({ config: { webRoot: root } })
    const get = (url: string) => server.app.inject({ method: 'GET', url })
    try {
      expect((await get('/')).statusCode).toBe(404)
      expect((await get('/manage/equipment')).statusCode).toBe(404)
      expect(buildWebApp(root, fakeBuild('late'))).toBe(true)
      for (const url of ['/', '/manage/equipment']) {
        const page = await get(url)
        expect(page.statusCode, url).toBe(200)
        expect(page.body, url).toContain('late')
      }
      expect((await get('/assets/app.js')).body).toContain('late')
      expect((await get('/lfscada/no/such/call')).json().code).toBe(Code.unsupportedRequest)
    } finally {
      await server.close()
    }
  })
})
