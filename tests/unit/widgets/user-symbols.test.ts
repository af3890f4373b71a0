// @vitest-environment jsdom
// An enterprise's own symbols (issue 30): the drawing allow-list keeps a drawing and drops whatever could
// run, load or link (hostile SVGs that pass the upload's inert check and ones that do not), an editor's
// styles become attributes, and each marked part does what its role says for a bound value.
import { describe, expect, it } from 'vitest'
import { idsOf, parseSvg, toMarkup } from '../../../core/validation/svg.ts'
import { paint } from '../../../plugins/widgets/Symbol/svg-tree.ts'
import { spins, userPartsFor } from '../../../plugins/widgets/Symbol/user-look.ts'

const parser = new DOMParser()
const clean = (body: string) =>
  toMarkup(parseSvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`, parser)!)

describe('the drawing allow-list', () => {
  it.each([
    ['a script', '<script>alert(1)</script>', 'script'],
    ['an event handler', '<rect onclick="alert(1)" onload="x()"/>', 'on'],
    ['a javascript: link', '<a href="javascript:alert(1)"><rect/></a>', 'javascript'],
    ['an external image', '<image href="https://tracker.test/x.png"/>', 'tracker'],
    ['a use of another file', '<use href="other.svg#a"/>', 'other.svg'],
    ['a foreign object', '<foreignObject><iframe src="https://x.test"/></foreignObject>', 'iframe'],
    ['a style sheet', '<style>@import url(https://x.test/a.css)</style>', 'import'],
    ['a url() paint', '<rect fill="url(https://x.test/p)" style="stroke:url(#g)"/>', 'url('],
    ['an animation that sets a link', '<a><set attributeName="href" to="javascript:x"/></a>', 'set'],
    ['a style expression', '<rect style="width:expression(alert(1))"/>', 'expression'],
  ])('drops %s', (_, body, gone) => {
    expect(clean(body).toLowerCase()).not.toContain(gone)
  })

  it('keeps the drawing, ids in order, and an editor’s style declarations as attributes', () => {
    const tree = parseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="a"><rect id="b" style="fill:#f00; stroke-width:2; cursor:pointer" fill="#0f0"/></g><text id="c">x</text></svg>',
      parser,
    )!
    expect([...idsOf(tree)]).toEqual(['a', 'b', 'c'])
    // the declaration wins over the attribute, as in CSS; `cursor` is no drawing and goes
    expect(toMarkup(tree)).toContain('<rect id="b" fill="#f00" stroke-width="2">')
  })
})

describe('marked parts', () => {
  const tree = parseSvg(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path id="body"/><g id="fan"/><rect id="lamp"/><rect id="tank"/><text id="t">--</text></svg>',
    parser,
  )!
  const parts = [
    { element: 'body', role: 'state' },
    { element: 'fan', role: 'rotate' },
    { element: 'lamp', role: 'visible', value: '2' },
    { element: 'tank', role: 'level' },
    { element: 't', role: 'text' },
  ] as const
  const colours = {
    stroke: '#000',
    strokeWidth: 1,
    offFill: 'off',
    onFill: 'on',
    faultFill: 'fault',
    levelFill: 'level',
    alarmFill: 'alarm',
    flowColor: 'flow',
  }
  const drawn = (state: 'stopped' | 'running' | 'fault', value: unknown) => {
    const look = { state, value, onValue: '1', level: 0.25, text: '25 %', colours }
    const out = paint(tree, userPartsFor(parts, look))
    const by = (id: string) =>
      out.children.find((c) => typeof c !== 'string' && c.attrs['data-part'] === id) as {
        attrs: Record<string, string>
        children: unknown[]
      }
    return { by, spins: spins(parts, look) }
  }

  it('paints a stopped symbol grey, still, the lamp hidden unless its value', () => {
    const { by, spins: turning } = drawn('stopped', 0)
    expect(by('body').attrs.fill).toBe('off')
    expect(by('fan').attrs.style).toBeUndefined()
    expect(turning).toBe(false)
    expect(by('lamp').attrs.display).toBe('none')
    expect(by('tank').attrs.style).toContain('scaleY(0.25)')
    expect(by('t').children).toEqual(['25 %'])
  })

  it('turns the fan while running, shows the lamp at its own value, and paints a fault red', () => {
    const running = drawn('running', 1)
    expect(running.by('body').attrs.fill).toBe('on')
    expect(running.by('fan').attrs.style).toContain('animation:lf-symbol-spin')
    expect(running.spins).toBe(true)
    expect(running.by('lamp').attrs.display).toBe('none')
    const fault = drawn('fault', 2)
    expect(fault.by('body').attrs.fill).toBe('fault')
    expect(fault.by('lamp').attrs.display).toBeUndefined()
  })

  it('shows every visible-when part in the designer (no value yet)', () => {
    expect(drawn('stopped', undefined).by('lamp').attrs.display).toBeUndefined()
  })
})
