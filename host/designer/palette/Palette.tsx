// The widget palette: every registered widget type, and every palette variant of a plugin (the
// industrial symbols), as an icon or thumbnail tile in folding categories, on two tabs (widgets, symbols)
// so that at 1440x900 every fold's header and the first fold open show without scrolling (issue 30),
// with the recently used ones first and a search over the zh and en names that lists the matches of
// every fold of both tabs. Click a tile, then draw it on the canvas (a click without dragging places it
// at its default size), or drag it onto the canvas. The symbols tab starts with the enterprise's own
// symbols ("My symbols"), uploaded and marked in a dialog of their own.
import { EditOutlined, UploadOutlined } from '@ant-design/icons'
import { Alert, Button, Collapse, Input, Space, Tabs } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import {
  type Localized,
  variantsOf,
  type WidgetCategory,
  type WidgetPlugin,
  type WidgetVariant,
} from '../../../core/kernel/index.ts'
import { userSymbolKey } from '../../../plugins/widgets/Symbol/user-view.tsx'
import { useTexts } from '../../widgets/texts.ts'
import { useActions, useDesignerEnv, useDesignerState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { browserStorage } from '../store/preferences.ts'
import { entryOf, MY_SYMBOLS, useMySymbols } from './my-symbols.ts'
import { type Entry, GRID, PaletteTile } from './PaletteTile.tsx'
import { SymbolDialog } from './SymbolDialog.tsx'
import { SYMBOL_TEXTS, SYMBOLS_NS } from './symbol-texts.ts'

const CATEGORY_ORDER: readonly WidgetCategory[] = [
  'basic',
  'shape',
  'chart',
  'complex',
  'navigation',
  'script',
  'custom',
]
const RECENT = 'recent'
const RECENT_KEY = 'lfscada.designer.palette.recent'
const OPEN_KEY = 'lfscada.designer.palette.open'
const RECENT_MAX = 6
/** Open on a fresh designer: the first category of each tab, and plugins added to this installation. */
// "My symbols" starts folded: its header (and the library's folds below it) fit 900 px without scrolling
const FIRST_OPEN = [RECENT, 'basic', 'custom']
/** The tabs: symbols (plugins of category `symbol`) apart from the other widgets. */
type Tab = 'widgets' | 'symbols'
const tabOf = (e: Entry): Tab => (e.plugin.category === 'symbol' ? 'symbols' : 'widgets')
/** Fold headers a line high: the folds' names are the palette's map. */
const HEADER = { header: { padding: '2px 4px', alignItems: 'center' }, body: { padding: '0 0 6px' } }

function readList(key: string): string[] | undefined {
  try {
    const value: unknown = JSON.parse(browserStorage()?.getItem(key) ?? 'null')
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : undefined
  } catch {
    return undefined
  }
}
function writeList(key: string, list: readonly string[]) {
  try {
    browserStorage()?.setItem(key, JSON.stringify(list))
  } catch {
    // storage refused: the list holds for this session
  }
}

/**
 * The palette's entries in their folds' order: widget categories, then the variants' own groups. A plugin
 * with variants lists them once they have loaded (`variants`), never itself.
 */
function entriesOf(
  widgets: Iterable<WidgetPlugin>,
  variants: ReadonlyMap<WidgetPlugin, readonly WidgetVariant[]>,
): {
  entries: Entry[]
  folds: Map<string, Localized | undefined>
} {
  const entries: Entry[] = []
  const variantFolds = new Map<string, Localized>()
  for (const plugin of widgets) {
    if (plugin.category === 'group') continue
    if (!plugin.variants) {
      entries.push({ key: plugin.type, plugin, title: plugin.title, fold: plugin.category })
      continue
    }
    for (const variant of variants.get(plugin) ?? []) {
      variantFolds.set(variant.group.key, variant.group.title)
      entries.push({
        key: `${plugin.type}:${variant.key}`,
        plugin,
        variant,
        title: variant.title,
        fold: variant.group.key,
      })
    }
  }
  const folds = new Map<string, Localized | undefined>(CATEGORY_ORDER.map((c) => [c, undefined]))
  for (const [key, title] of variantFolds) folds.set(key, title)
  return { entries, folds }
}

const matches = (e: Entry, q: string) =>
  !q ||
  `${e.title.zh} ${e.title.en} ${e.plugin.type} ${e.variant?.key ?? ''} ${e.variant?.keywords ?? ''}`
    .toLowerCase()
    .includes(q)

export function Palette() {
  const { t, i18n } = useDesignerTexts()
  const { kernel } = useDesignerEnv().designer
  const actions = useActions()
  const tool = useDesignerState((s) => s.tool)
  const [query, setQuery] = useState('')
  const [recent, setRecent] = useState(() => readList(RECENT_KEY) ?? [])
  const lang = i18n.language === 'en' ? 'en' : 'zh'
  const { variants, failed, retry } = usePluginVariants(kernel.widgets)
  const mine = useMySymbols()
  const { entries, folds } = useMemo(() => {
    const library = entriesOf(kernel.widgets.values(), variants)
    const symbolPlugin = kernel.widgets.get('Symbol')
    const own = symbolPlugin ? mine.symbols.flatMap((s) => entryOf(symbolPlugin, s) ?? []) : []
    // "My symbols" first of the symbols tab, after the widget categories
    const folds = new Map<string, Localized | undefined>(CATEGORY_ORDER.map((c) => [c, undefined]))
    folds.set(MY_SYMBOLS, undefined)
    for (const [key, title] of library.folds) folds.set(key, title)
    return { entries: [...library.entries, ...own], folds }
  }, [kernel, variants, mine.symbols])
  const [dialog, setDialog] = useState<{ id?: string }>()
  const { t: ts } = useTexts(SYMBOLS_NS, SYMBOL_TEXTS)
  const pickedOwn =
    tool.kind === 'draw' && tool.options
      ? mine.symbols.find((s) => userSymbolKey(s.id) === tool.variant)
      : undefined
  const [chosen, setOpen] = useState(() => readList(OPEN_KEY))
  // a fresh designer opens the first fold of each tab (the symbols' once their variants have loaded)
  const open = chosen ?? [...FIRST_OPEN, entries.find((e) => tabOf(e) === 'symbols')?.fold ?? '']
  const q = query.trim().toLowerCase()
  const shown = entries.filter((e) => matches(e, q))
  const byKey = new Map(entries.map((e) => [e.key, e]))
  const recentEntries = q ? [] : recent.flatMap((k) => byKey.get(k) ?? [])

  const pick = (e: Entry) => {
    const next = [e.key, ...recent.filter((k) => k !== e.key)].slice(0, RECENT_MAX)
    setRecent(next)
    writeList(RECENT_KEY, next)
  }
  const tile = (e: Entry, inRecent: boolean) => {
    const active = tool.kind === 'draw' && tool.type === e.plugin.type && tool.variant === e.variant?.key
    return (
      <PaletteTile
        key={e.key}
        entry={e}
        lang={lang}
        active={active}
        inRecent={inRecent}
        onPick={() => {
          pick(e)
          actions.setTool(
            active
              ? { kind: 'select' }
              : { kind: 'draw', type: e.plugin.type, variant: e.variant?.key, options: e.options },
          )
        }}
        onDrag={() => pick(e)}
      />
    )
  }
  const grid = (list: Entry[], inRecent = false) => (
    <div style={GRID}>{list.map((e) => tile(e, inRecent))}</div>
  )

  /** The upload and mark buttons of "My symbols" (the second for the symbol picked to draw). */
  const ownTools = (
    <Space size={4} style={{ margin: '2px 0 6px' }}>
      <Button
        size="small"
        icon={<UploadOutlined />}
        onClick={() => setDialog({})}
        data-testid="symbol-upload"
      >
        {ts('upload')}
      </Button>
      <Button
        size="small"
        icon={<EditOutlined />}
        disabled={!pickedOwn}
        onClick={() => setDialog({ id: pickedOwn?.id })}
        data-testid="symbol-edit"
      >
        {ts('edit')}
      </Button>
    </Space>
  )
  const foldItems = (list: readonly Entry[], own = false) =>
    [...folds]
      .map(([fold, title]) => [fold, title, list.filter((e) => e.fold === fold)] as const)
      .filter(([fold, , inFold]) => inFold.length > 0 || (own && fold === MY_SYMBOLS))
      .map(([fold, title, inFold]) => ({
        key: fold,
        styles: HEADER,
        label: (
          <span>
            {fold === MY_SYMBOLS ? ts('fold') : title ? title[lang] : t(`category.${fold}`)}
            <span style={{ color: '#999', marginLeft: 6, fontSize: 11 }}>{inFold.length}</span>
          </span>
        ),
        children:
          own && fold === MY_SYMBOLS ? (
            <div data-testid="my-symbols">
              {ownTools}
              {inFold.length ? (
                grid(inFold)
              ) : (
                <div style={{ color: '#999', fontSize: 12, padding: '0 4px' }}>{ts('empty')}</div>
              )}
            </div>
          ) : (
            grid(inFold)
          ),
      }))
  const folded = (tab: Tab) => (
    <Collapse
      size="small"
      ghost
      activeKey={open}
      onChange={(keys) => {
        const next = typeof keys === 'string' ? [keys] : keys
        setOpen(next)
        writeList(OPEN_KEY, next)
      }}
      items={[
        ...(tab === 'widgets' && recentEntries.length
          ? [
              {
                key: RECENT,
                styles: HEADER,
                label: t('category.recent'),
                children: grid(recentEntries, true),
              },
            ]
          : []),
        ...foldItems(
          shown.filter((e) => tabOf(e) === tab),
          tab === 'symbols',
        ),
      ]}
    />
  )
  return (
    <div data-testid="palette" style={{ padding: '6px 6px 0' }}>
      <Input.Search
        size="small"
        placeholder={t('palette.search')}
        allowClear
        onChange={(e) => setQuery(e.target.value)}
      />
      {q ? (
        // the matches of every fold of both tabs, unfolded (the folds come back as they were)
        foldItems(shown).map((item) => (
          <section key={item.key} style={{ marginTop: 8 }}>
            <div style={{ fontSize: 12, color: '#666', margin: '0 0 4px 4px' }}>{item.label}</div>
            {item.children}
          </section>
        ))
      ) : (
        <Tabs
          size="small"
          tabBarStyle={{ marginBottom: 2 }}
          items={(['widgets', 'symbols'] as const).map((tab) => ({
            key: tab,
            label: t(`palette.${tab}`),
            children: (
              <>
                {tab === 'symbols' && failed && (
                  <Alert
                    type="error"
                    showIcon
                    title={t('palette.variantsFailed')}
                    action={
                      <Button size="small" onClick={retry}>
                        {t('palette.retry')}
                      </Button>
                    }
                  />
                )}
                {folded(tab)}
              </>
            ),
          }))}
        />
      )}
      {dialog && (
        <SymbolDialog
          symbol={mine.symbols.find((s) => s.id === dialog.id)}
          onSaved={() => void mine.reload()}
          onDeleted={() => {
            actions.setTool({ kind: 'select' })
            void mine.reload()
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
    </div>
  )
}

/**
 * The variants of every plugin that has some, as they load (the symbol library comes in its own chunk),
 * and whether one plugin's failed (a chunk that did not load), with a retry that asks again.
 */
function usePluginVariants(widgets: ReadonlyMap<string, WidgetPlugin>) {
  const [variants, setVariants] = useState<ReadonlyMap<WidgetPlugin, readonly WidgetVariant[]>>(new Map())
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry (attempt) loads them again
  useEffect(() => {
    let live = true
    const plugins = [...widgets.values()].filter((p) => p.variants)
    void Promise.allSettled(plugins.map((p) => variantsOf(p).then((list) => [p, list] as const))).then(
      (outcomes) => {
        if (!live) return
        setVariants(new Map(outcomes.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []))))
        setFailed(outcomes.some((o) => o.status === 'rejected'))
      },
    )
    return () => {
      live = false
    }
  }, [widgets, attempt])
  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  return { variants, failed, retry }
}
