import { describe, expect, it } from 'vitest'
import {
  buildTopic,
  createSequenceChecker,
  deviceTopic,
  nextSeq,
  nodeTopic,
  parseTopic,
  SPARKPLUG_GROUP,
  type SparkplugTopic,
  stateTopic,
} from '../../../core/sparkplug/index.ts'

const SN = '123456789012'

describe('sparkplug topics', () => {
  const good: [string, SparkplugTopic][] = [
    [`spBv1.0/lfscada/NBIRTH/${SN}`, { kind: 'node', group: SPARKPLUG_GROUP, type: 'NBIRTH', edgeNode: SN }],
    [`spBv1.0/lfscada/NDEATH/${SN}`, { kind: 'node', group: 'lfscada', type: 'NDEATH', edgeNode: SN }],
    [`spBv1.0/lfscada/NDATA/${SN}`, { kind: 'node', group: 'lfscada', type: 'NDATA', edgeNode: SN }],
    [`spBv1.0/lfscada/NCMD/${SN}`, { kind: 'node', group: 'lfscada', type: 'NCMD', edgeNode: SN }],
    [
      `spBv1.0/lfscada/DBIRTH/${SN}/plc1`,
      { kind: 'device', group: 'lfscada', type: 'DBIRTH', edgeNode: SN, device: 'plc1' },
    ],
    [
      `spBv1.0/lfscada/DDEATH/${SN}/plc1`,
      { kind: 'device', group: 'lfscada', type: 'DDEATH', edgeNode: SN, device: 'plc1' },
    ],
    [
      `spBv1.0/lfscada/DDATA/${SN}/plc1`,
      { kind: 'device', group: 'lfscada', type: 'DDATA', edgeNode: SN, device: 'plc1' },
    ],
    [
      `spBv1.0/lfscada/DCMD/${SN}/plc1`,
      { kind: 'device', group: 'lfscada', type: 'DCMD', edgeNode: SN, device: 'plc1' },
    ],
    ['spBv1.0/STATE/platform', { kind: 'state', hostId: 'platform' }],
  ]
  it.each(good)('%s parses and builds back', (topic, parsed) => {
    expect(parseTopic(topic)).toEqual(parsed)
    expect(buildTopic(parsed)).toBe(topic)
  })

  it.each([
    'spBv1.0/lfscada/NBIRTH',
    `spBv1.0/lfscada/NBIRTH/${SN}/dev`,
    `spBv1.0/lfscada/DDATA/${SN}`,
    `spBv1.0/lfscada/XDATA/${SN}`,
    `spAv1.0/lfscada/NDATA/${SN}`,
    `spBv1.0//NDATA/${SN}`,
    `spBv1.0/lfscada/NDATA/+`,
    'spBv1.0/STATE',
    'spBv1.0/STATE/a/b',
    '',
  ])('%s is not a Sparkplug topic', (topic) => {
    expect(parseTopic(topic)).toBeUndefined()
  })

  it('builders refuse ids that would break the topic', () => {
    expect(() => nodeTopic('lfscada', 'NDATA', 'a/b')).toThrow()
    expect(() => deviceTopic('lfscada', 'DDATA', SN, '#')).toThrow()
    expect(() => stateTopic('')).toThrow()
  })
})

describe('sparkplug sequence', () => {
  it('wraps 255 to 0', () => {
    expect(nextSeq(0)).toBe(1)
    expect(nextSeq(254)).toBe(255)
    expect(nextSeq(255)).toBe(0)
  })

  it('accepts an unbroken stream across the wrap', () => {
    const c = createSequenceChecker()
    expect(c.observe(SN, 'NBIRTH', 250)).toEqual({ ok: true })
    for (const seq of [251, 252, 253, 254, 255, 0, 1, 2])
      expect(c.observe(SN, 'DDATA', seq)).toEqual({ ok: true })
  })

  it('reports a gap with the expected and received seq, then resynchronises', () => {
    const c = createSequenceChecker()
    c.observe(SN, 'NBIRTH', 0)
    c.observe(SN, 'DBIRTH', 1)
    expect(c.observe(SN, 'DDATA', 3)).toEqual({ ok: false, reason: 'gap', expected: 2, got: 3 })
    expect(c.observe(SN, 'DDATA', 4)).toEqual({ ok: true })
  })

  it('reports a gap across the wrap', () => {
    const c = createSequenceChecker()
    c.observe(SN, 'NBIRTH', 255)
    expect(c.observe(SN, 'NDATA', 1)).toEqual({ ok: false, reason: 'gap', expected: 0, got: 1 })
  })

  it('data before any birth, or after a death, asks for a birth', () => {
    const c = createSequenceChecker()
    expect(c.observe(SN, 'DDATA', 0)).toEqual({ ok: false, reason: 'noBirth' })
    c.observe(SN, 'NBIRTH', 0)
    c.observe(SN, 'NDEATH', undefined)
    expect(c.observe(SN, 'NDATA', 1)).toEqual({ ok: false, reason: 'noBirth' })
  })

  it('a message without seq is flagged; commands carry none and pass', () => {
    const c = createSequenceChecker()
    c.observe(SN, 'NBIRTH', 0)
    expect(c.observe(SN, 'NDATA', undefined)).toEqual({ ok: false, reason: 'missingSeq' })
    expect(c.observe(SN, 'NCMD', undefined)).toEqual({ ok: true })
  })

  it('keeps edge nodes apart', () => {
    const c = createSequenceChecker()
    c.observe('a', 'NBIRTH', 0)
    c.observe('b', 'NBIRTH', 100)
    expect(c.observe('a', 'NDATA', 1)).toEqual({ ok: true })
    expect(c.observe('b', 'NDATA', 101)).toEqual({ ok: true })
  })
})
