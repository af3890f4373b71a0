import { describe, expect, it } from 'vitest'
import { checkWidgetContract, duplicateTypes, type WidgetPlugin } from '../../../core/kernel/index.ts'

const good: WidgetPlugin = {
  type: 'UsualText',
  version: '1.0.0',
  category: 'basic',
  title: { zh: '文本', en: 'Text' },
  optionsSchema: {
    type: 'object',
    properties: { style: { type: 'object', properties: { fontSize: { type: 'number', default: 14 } } } },
  },
  defaultOptions: () => ({ style: { fontSize: 14 } }),
  defaultSize: { width: 100, height: 30 },
  bindingKinds: ['signal'],
  component: null,
}

describe('widget contract', () => {
  it('passes a well-formed widget', () => expect(checkWidgetContract(good)).toEqual([]))

  it.each<[string, Partial<WidgetPlugin>, RegExp]>([
    ['no type', { type: '' }, /type/],
    ['bad version', { version: '1' }, /version/],
    ['missing en title', { title: { zh: '文本', en: '' } }, /title/],
    ['zero size', { defaultSize: { width: 0, height: 10 } }, /defaultSize/],
    ['unknown binding kind', { bindingKinds: ['bogus' as never] }, /binding kind/],
    [
      'shared defaults',
      {
        defaultOptions: (() => {
          const s = { style: {} }
          return () => s
        })(),
      },
      /fresh/,
    ],
    ['defaults off schema', { defaultOptions: () => ({ style: { fontSize: 'big' } }) }, /optionsSchema/],
    [
      'migration steps out of order',
      {
        version: '1.2.0',
        migrations: [
          { id: '1.2.0', up: (w) => w },
          { id: '1.1.0', up: (w) => w },
        ],
      },
      /step 1\.1\.0 is listed after 1\.2\.0/,
    ],
    [
      'migration to an invalid widget',
      {
        legacyFixtures: [
          {
            id: 'x',
            widgetType: 'UsualText',
            widgetName: 't',
            posLock: false,
            authRegion: '',
            position: { x: 0, y: 0, width: 1, height: 1, rotate: 0 },
          },
        ],
        migrations: [{ id: '1.0.0', up: (w) => ({ ...w, id: '' }) }],
      },
      /valid/,
    ],
  ])('catches %s', (_name, change, problem) => {
    const problems = checkWidgetContract({ ...good, ...change })
    expect(problems.join('\n')).toMatch(problem)
  })

  it('finds duplicate types', () => {
    expect(duplicateTypes([good, { ...good }, { ...good, type: 'UsualButton' }])).toEqual(['UsualText'])
  })
})
