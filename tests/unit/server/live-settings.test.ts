// A gateway's live settings from their stored text (edge-link/directory.ts): defaults for what is not
// said, and one frozen object per text, so a fleet's directory entries, read again every 30 s, neither
// parse nor hold a copy each (issue 26).
import { describe, expect, it } from 'vitest'
import { liveSettingsOf } from '../../../server/edge-link/directory.ts'

describe('live settings of a gateway', () => {
  it('reads what the text says over the defaults, and ignores what is no setting', () => {
    const settings = liveSettingsOf('{"lowPower":true,"vpn":"yes","other":1}')
    expect(settings.lowPower).toBe(true)
    expect(settings).toEqual(liveSettingsOf('{"lowPower":true}'))
    expect(settings).not.toHaveProperty('other')
  })

  it('answers one frozen object per text', () => {
    const text = '{"economizeOpen":true}'
    const first = liveSettingsOf(text)
    expect(liveSettingsOf(`${text}`)).toBe(first)
    expect(Object.isFrozen(first)).toBe(true)
    expect(liveSettingsOf('{}')).not.toBe(first)
  })
})
