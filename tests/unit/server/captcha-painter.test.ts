// The production captcha drawing (server/auth/captcha-painter.ts, svg-captcha): an SVG of outlines that
// never carries the answer as text, different for every answer.
import { describe, expect, it } from 'vitest'
import { Captchas } from '../../../server/auth/captcha.ts'
import { paintCaptcha } from '../../../server/auth/captcha-painter.ts'

describe('captcha painter', () => {
  it('draws the answer as paths, not text', () => {
    const svg = paintCaptcha('K7PM')
    expect(svg).toMatch(/^<svg [^>]*width="120" height="40"/)
    expect(svg).toContain('<path')
    expect(svg).not.toMatch(/<text|K7PM/i)
    expect(paintCaptcha('K7PM')).not.toBe(paintCaptcha('W3XE'))
  })

  it('a captcha issued with it is a data: URL image that its own answer opens once', () => {
    let drawn = ''
    const captchas = new Captchas((answer) => {
      drawn = answer
      return paintCaptcha(answer)
    })
    const { key, image } = captchas.issue(0, '127.0.0.1')
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(image.split(',')[1]!, 'base64').toString()).toContain('<path')
    expect(captchas.check(key, drawn.toLowerCase(), 1)).toBe(true)
    expect(captchas.check(key, drawn, 2)).toBe(false)
  })
})
