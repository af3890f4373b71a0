// The commit-msg hook (.githooks/commit-msg): subjects over 72 characters are refused, and so is a change
// over 20 lines without a body; merges and --no-verify pass. Run in a scratch repository with the hook.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const HOOKS = resolve('.githooks')
const repo = mkdtempSync(join(tmpdir(), 'commit-msg-'))
const git = (...args: string[]) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' })
let fileNo = 0

/** Stages a new file of `lines` lines and commits it with `message`. */
function commit(lines: number, message: string, ...flags: string[]) {
  fileNo += 1
  writeFileSync(join(repo, `f${fileNo}.txt`), `${Array.from({ length: lines }, (_, i) => i).join('\n')}\n`)
  git('add', '.')
  return git('commit', '-q', '-m', message, ...flags)
}

beforeAll(() => {
  git('init', '-q', '-b', 'main')
  git('config', 'user.email', 'hook@test')
  git('config', 'user.name', 'hook test')
  git('config', 'core.hooksPath', HOOKS)
})
afterAll(() => rmSync(repo, { recursive: true, force: true }))

describe('commit-msg hook', () => {
  it('takes a short subject on a small change', () => {
    expect(commit(3, 'Small fix').status).toBe(0)
  })

  it('refuses a subject over 72 characters', () => {
    const result = commit(3, 'x'.repeat(73))
    expect(result.status).not.toBe(0)
    expect(result.stderr).toMatch(/subject is 73 characters; at most 72/)
    expect(commit(3, 'x'.repeat(72)).status).toBe(0)
  })

  it('refuses a change over 20 lines without a body, and takes it with one', () => {
    const bare = commit(21, 'Large change')
    expect(bare.status).not.toBe(0)
    expect(bare.stderr).toMatch(/over 20 lines needs a body/)
    expect(git('commit', '-q', '-m', 'Large change', '-m', 'Because it says why.').status).toBe(0)
  })

  it('refuses a subject run into its body', () => {
    expect(commit(3, 'Subject\nbody without a blank line').status).not.toBe(0)
  })

  it('is skipped by --no-verify', () => {
    expect(commit(30, 'y'.repeat(100), '--no-verify').status).toBe(0)
  })

  it('lets a merge commit through with git’s own message', () => {
    git('checkout', '-q', '-b', 'side')
    expect(commit(25, 'Side work', '-m', 'The body.').status).toBe(0)
    git('checkout', '-q', 'main')
    commit(2, 'Main work')
    const merge = git('merge', '-q', '--no-ff', '--no-edit', 'side')
    expect(merge.status).toBe(0)
  })
})
