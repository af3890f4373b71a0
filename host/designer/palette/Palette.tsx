// The widget palette: every registered widget type, and every palette variant of a plugin (the
// industrial symbols), as an icon or thumbnail tile in folding categories, with the recently used ones
// first and a search over the zh and en names that lists the matches of every fold. Click a tile, then draw it on the canvas (a click without
// dragging places it at its default size), or drag it onto the canvas.
import { Collapse, Input } from 'antd'
import { type CSSProperties, useEffect, useMemo, useState } from 'react'
import {
  type Localized,
  variantsOf,
  type WidgetCategory,
  type WidgetPlugin,
  type WidgetVariant,
} from '../../../core/kernel/index.ts'
import { useActions, useDesignerEnv, useDesignerState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { browserStorage } from '../store/preferences.ts'
import { widgetIcon } from './icons.tsx'

export const WIDGET_DRAG_TYPE = 'application/x-lfscada-widget'
export const VARIANT_DRAG_TYPE = 'application/x-lfscada-variant'

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
/** Open on a fresh designer: the first categories, and plugins added to this installation. */
const FIRST_OPEN = [RECENT, 'basic', 'shape', 'custom']

interface Entry {
  /** the type, or type:variant */
  key: string
  plugin: WidgetPlugin
  variant?: WidgetVariant
  title: Localized
  fold: string
}

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
  const [open, setOpen] = useState(() => readList(OPEN_KEY) ?? FIRST_OPEN)
  const lang = i18n.language === 'en' ? 'en' : 'zh'
  const variants = usePluginVariants(kernel.widgets)
  const { entries, folds } = useMemo(() => entriesOf(kernel.widgets.values(), variants), [kernel, variants])
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
            active ? { kind: 'select' } : { kind: 'draw', type: e.plugin.type, variant: e.variant?.key },
          )
        }}
        onDrag={() => pick(e)}
      />
    )
  }
  const grid = (list: Entry[], inRecent = false) => (
    <div style={GRID}>{list.map((e) => tile(e, inRecent))}</div>
  )

  const items = [
    ...(recentEntries.length
      ? [{ key: RECENT, label: t('category.recent'), children: grid(recentEntries, true) }]
      : []),
    ...[...folds]
      .map(([fold, title]) => [fold, title, shown.filter((e) => e.fold === fold)] as const)
      .filter(([, , list]) => list.length > 0)
      .map(([fold, title, list]) => ({
        key: fold,
        label: (
          <span>
            {title ? title[lang] : t(`category.${fold}`)}
            <span style={{ color: '#999', marginLeft: 6, fontSize: 11 }}>{list.length}</span>
          </span>
        ),
        children: grid(list),
      })),
  ]
  return (
    <div data-testid="palette" style={{ padding: 8 }}>
      <Input.Search
        size="small"
        placeholder={t('palette.search')}
        allowClear
        onChange={(e) => setQuery(e.target.value)}
      />
      {q ? (
        // the matches of every fold, unfolded (the folds come back as they were when the search clears)
        items.map((item) => (
          <section key={item.key} style={{ marginTop: 8 }}>
            <div style={{ fontSize: 12, color: '#666', margin: '0 0 4px 4px' }}>{item.label}</div>
            {item.children}
          </section>
        ))
      ) : (
        <Collapse
          size="small"
          ghost
          activeKey={open}
          onChange={(keys) => {
            const next = typeof keys === 'string' ? [keys] : keys
            setOpen(next)
            writeList(OPEN_KEY, next)
          }}
          items={items}
        />
      )}
    </div>
  )
}

/** The variants of every plugin that has some, as they load (the symbol library comes in its own chunk). */
function usePluginVariants(widgets: ReadonlyMap<string, WidgetPlugin>) {
  const [variants, setVariants] = useState<ReadonlyMap<WidgetPlugin, readonly WidgetVariant[]>>(new Map())
  useEffect(() => {
    let live = true
    const plugins = [...widgets.values()].filter((p) => p.variants)
    void Promise.all(plugins.map((p) => variantsOf(p).then((list) => [p, list] as const))).then(
      (pairs) => live && setVariants(new Map(pairs)),
    )
    return () => {
      live = false
    }
  }, [widgets])
  return variants
}

const GRID: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4 }

/** One tile: the widget's icon or the symbol's thumbnail over its name. */
function PaletteTile({
  entry,
  lang,
  active,
  inRecent,
  onPick,
  onDrag,
}: {
  entry: Entry
  lang: 'zh' | 'en'
  active: boolean
  /** a copy in the recently used fold: not the entry tests and tools look up by type */
  inRecent: boolean
  onPick: () => void
  onDrag: () => void
}) {
  const { plugin, variant } = entry
  const title = entry.title[lang]
  const ids = inRecent
    ? { 'data-recent-type': entry.key }
    : { 'data-widget-type': plugin.type, 'data-variant': variant?.key }
  return (
    <button
      type="button"
      draggable
      {...ids}
      title={title}
      aria-pressed={active}
      onDragStart={(e) => {
        e.dataTransfer.setData(WIDGET_DRAG_TYPE, plugin.type)
        if (variant) e.dataTransfer.setData(VARIANT_DRAG_TYPE, variant.key)
        onDrag()
      }}
      onClick={onPick}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        minWidth: 0,
        padding: '4px 2px',
        border: `1px solid ${active ? '#1677ff' : '#e5e5e5'}`,
        background: active ? '#e6f4ff' : '#fff',
        borderRadius: 4,
        cursor: 'pointer',
        fontSize: 11,
        lineHeight: '13px',
        color: '#333',
      }}
    >
      <span
        aria-hidden
        style={{ height: variant ? 34 : 18, fontSize: 16, display: 'grid', placeItems: 'center' }}
      >
        {variant?.thumbnail ? (
          <Thumbnail load={variant.thumbnail} />
        ) : (
          widgetIcon(plugin.type, plugin.category)
        )}
      </span>
      <span style={LABEL}>{title}</span>
    </button>
  )
}

const LABEL: CSSProperties = {
  width: '100%',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  wordBreak: 'break-word',
  textAlign: 'center',
}

/** A variant's thumbnail, loaded when its tile first shows, drawn as an image (an image runs nothing). */
function Thumbnail({ load }: { load: () => Promise<string> }) {
  const [src, setSrc] = useState<string>()
  useEffect(() => {
    let live = true
    void load().then((markup) => {
      if (live && markup) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`)
    })
    return () => {
      live = false
    }
  }, [load])
  return src ? <img src={src} alt="" style={{ maxWidth: 52, maxHeight: 34 }} /> : null
}
