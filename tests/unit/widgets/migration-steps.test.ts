// Every numbered migration step of a built-in widget (tldraw's per-id migration tests): run on its
// type's legacy fixtures, the exact list of what it changes (path, before, after) is the recorded one,
// so a changed step fails here. Every step changes at least one fixture, every migrating type has one,
// and the step leaves nothing else different.
import { describe, expect, it } from 'vitest'
import type { WidgetMigrationStep } from '../../../core/kernel/index.ts'
import { builtinWidgets } from '../../../plugins/widgets/index.ts'

type Change = [path: string, before: unknown, after: unknown]
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** Paths whose values differ, with both values; objects and arrays compared member by member. */
function changesOf(before: unknown, after: unknown, path = ''): Change[] {
  const bothLists = Array.isArray(before) && Array.isArray(after)
  if (!(isObject(before) && isObject(after)) && !bothLists)
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [[path || '.', before, after]]
  const b = before as Record<string, unknown>
  const a = after as Record<string, unknown>
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()
  return keys.flatMap((key) => changesOf(b[key], a[key], `${path}/${key}`))
}

const cases = builtinWidgets.flatMap((plugin) =>
  (plugin.migrations ?? []).map((step: WidgetMigrationStep) => ({ plugin, step })),
)

describe('widget migration steps', () => {
  it('there are steps to test, and every migrating type has a legacy fixture', () => {
    expect(cases.length).toBeGreaterThanOrEqual(8)
    for (const { plugin } of cases) expect(plugin.legacyFixtures?.length, plugin.type).toBeGreaterThan(0)
  })

  it.each(cases.map(({ plugin, step }) => [`${plugin.type} ${step.id}`, plugin, step] as const))(
    '%s changes exactly what it did when it was written',
    (_name, plugin, step) => {
      const changes = (plugin.legacyFixtures ?? []).map((fixture) =>
        changesOf(fixture, step.up(structuredClone(fixture))),
      )
      expect(
        changes.some((list) => list.length > 0),
        `${plugin.type} ${step.id} changes no fixture`,
      ).toBe(true)
      expect(changes).toMatchSnapshot()
    },
  )
})
