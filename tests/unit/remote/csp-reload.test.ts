// @vitest-environment jsdom
// A plugin on another site the page's policy refused makes the page reload once for that site (the new
// page's policy names the sites of the enterprise signed in now); failures the policy did not cause, the
// page's own site, and a site reloaded for already are reported instead.
import { describe, expect, it, vi } from 'vitest'
import { type ReloadEnv, reloadForRefusedSites } from '../../../host/remote/csp-reload.ts'
import type { RemoteFailure } from '../../../host/remote/remote-plugins.ts'

const CDN = 'https://cdn.example.com'
const failure = (url: string, stage: RemoteFailure['stage'] = 'import'): RemoteFailure => ({
  id: url,
  url,
  stage,
  error: new Error('failed'),
})

function envOf(refused: string[], stored: string | null = null) {
  const items = new Map<string, string>(stored === null ? [] : [['lfscada:csp-reloaded', stored]])
  const env: ReloadEnv = {
    refused: new Set(refused),
    storage: { getItem: (k) => items.get(k) ?? null, setItem: (k, v) => void items.set(k, v) },
    reload: vi.fn(),
    wait: async () => {},
  }
  return { env, items }
}

describe('reloading for a site the policy refused', () => {
  it('reloads once for a refused site, then reports it like any failure', async () => {
    const { env, items } = envOf([CDN])
    expect(await reloadForRefusedSites([failure(`${CDN}/gauge.js`)], env)).toBe(true)
    expect(env.reload).toHaveBeenCalledTimes(1)
    expect(JSON.parse(items.get('lfscada:csp-reloaded') ?? '')).toEqual([CDN])
    expect(await reloadForRefusedSites([failure(`${CDN}/gauge.js`)], env)).toBe(false)
    expect(env.reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload for failures the policy did not cause, nor for a stage after the import', async () => {
    const { env } = envOf([CDN])
    expect(await reloadForRefusedSites([failure('https://down.example.com/x.js')], env)).toBe(false)
    expect(await reloadForRefusedSites([failure(`${CDN}/x.js`, 'contract')], env)).toBe(false)
    expect(await reloadForRefusedSites([], env)).toBe(false)
    expect(env.reload).not.toHaveBeenCalled()
  })

  it('never reloads for the page’s own site, and survives a spoilt record', async () => {
    const own = window.location.origin
    const { env } = envOf([own, CDN], '{not json')
    expect(await reloadForRefusedSites([failure('/lfscada/plugin/file/1/a.js')], env)).toBe(false)
    expect(await reloadForRefusedSites([failure(`${CDN}/a.js`)], env)).toBe(true)
  })
})
