import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DataType } from '../../../core/sparkplug/index.ts'
import { openEdgeStore } from '../../../edge/agent/store.ts'
import { emptyGatewayConfig } from '../../../schemas/edge/index.ts'

const dirs: string[] = []
const freshDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'lfscada-store-'))
  dirs.push(d)
  return d
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true })
})
const metric = (value: number) => [{ name: 'v', datatype: DataType.Int32, value, timestamp: value }]

describe('edge store', () => {
  it('keeps the outbox in order across a reopen', () => {
    const dir = freshDir()
    const a = openEdgeStore(dir)
    for (let i = 0; i < 5; i++) a.enqueue('plc1', metric(i))
    a.close()
    const b = openEdgeStore(dir)
    b.enqueue('plc1', metric(5))
    expect(b.peek(10).map((e) => e.metrics[0]?.value)).toEqual([0, 1, 2, 3, 4, 5])
    expect(b.count()).toBe(6)
    b.close()
  })

  it('puts a message back at the order it was made, before ones buffered after it', () => {
    const s = openEdgeStore(freshDir())
    const sentLive = s.nextOrder()
    s.enqueue('plc1', metric(2))
    s.enqueue('plc1', metric(1), sentLive)
    expect(s.peek(10).map((e) => e.metrics[0]?.value)).toEqual([1, 2])
    s.close()
  })

  it('removes entries by id', () => {
    const s = openEdgeStore(freshDir())
    s.enqueue('a', metric(1))
    s.enqueue('b', metric(2))
    const [first] = s.peek(1)
    s.remove(first!.id)
    expect(s.peek(10).map((e) => e.device)).toEqual(['b'])
    s.close()
  })

  it('counts bdSeq 0..255 and wraps, persistently', () => {
    const dir = freshDir()
    const a = openEdgeStore(dir)
    expect([a.nextBdSeq(), a.nextBdSeq()]).toEqual([0, 1])
    a.close()
    const b = openEdgeStore(dir)
    expect(b.nextBdSeq()).toBe(2)
    for (let i = 3; i <= 255; i++) b.nextBdSeq()
    expect(b.nextBdSeq()).toBe(0)
    b.close()
  })

  it('persists the configuration document', () => {
    const dir = freshDir()
    const a = openEdgeStore(dir)
    expect(a.loadConfig()).toBeUndefined()
    a.saveConfig({ ...emptyGatewayConfig(), version: 9 })
    a.close()
    const b = openEdgeStore(dir)
    expect(b.loadConfig()?.version).toBe(9)
    b.close()
  })
})
