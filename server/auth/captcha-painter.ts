// The captcha's drawing: svg-captcha turns the answer into distorted glyph outlines with noise lines, so
// the SVG holds paths, never the text itself.
import svgCaptcha, { type ConfigObject } from 'svg-captcha'
import type { CaptchaPainter } from './captcha.ts'

// the package's typings leave out its main export, which draws a given text (create() picks its own)
const drawText = svgCaptcha as unknown as (text: string, options: ConfigObject) => string

// grey glyphs on the form's own background: random colours on a light ground drew some too pale to read
export const paintCaptcha: CaptchaPainter = (answer) =>
  drawText(answer, { noise: 3, width: 120, height: 40, fontSize: 36, color: false })
