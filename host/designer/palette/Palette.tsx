// The widget palette: every registered widget type by category. Click a widget, then draw it on the
// canvas (a click without dragging places it at its default size), or drag it onto the canvas.
import { Collapse, Input } from 'antd'
import { useMemo, useState } from 'react'
import type { WidgetCategory, WidgetPlugin } from '../../../core/kernel/index.ts'
import { useActions, useDesignerEnv, useDesignerState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'

export const WIDGET_DRAG_TYPE = 'application/x-lfscada-widget'

const CATEGORY_ORDER: readonly WidgetCategory[] = [
  'basic',
  'shape',
  'chart',
  'complex',
  'navigation',
  'script',
  'custom',
]

export function Palette() {
  const { t, i18n } = useDesignerTexts()
  const { kernel } = useDesignerEnv().designer
  const actions = useActions()
  const tool = useDesignerState((s) => s.tool)
  const [query, setQuery] = useState('')
  const lang = i18n.language === 'en' ? 'en' : 'zh'
  const groups = useMemo(() => {
    const byCategory = new Map<WidgetCategory, WidgetPlugin[]>()
    const q = query.trim().toLowerCase()
    for (const w of kernel.widgets.values()) {
      if (w.category === 'group') continue
      if (q && !`${w.title.zh} ${w.title.en} ${w.type}`.toLowerCase().includes(q)) continue
      byCategory.set(w.category, [...(byCategory.get(w.category) ?? []), w])
    }
    return CATEGORY_ORDER.filter((c) => byCategory.has(c)).map((c) => [c, byCategory.get(c) ?? []] as const)
  }, [kernel, query])

  return (
    <div data-testid="palette" style={{ padding: 8 }}>
      <Input.Search
        size="small"
        placeholder={t('palette.search')}
        allowClear
        onChange={(e) => setQuery(e.target.value)}
      />
      <Collapse
        size="small"
        ghost
        defaultActiveKey={CATEGORY_ORDER as string[]}
        items={groups.map(([category, widgets]) => ({
          key: category,
          label: t(`category.${category}`),
          children: (
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 4 }}>
              {widgets.map((w) => {
                const active = tool.kind === 'draw' && tool.type === w.type
                return (
                  <button
                    key={w.type}
                    type="button"
                    draggable
                    data-widget-type={w.type}
                    aria-pressed={active}
                    onDragStart={(e) => e.dataTransfer.setData(WIDGET_DRAG_TYPE, w.type)}
                    onClick={() =>
                      actions.setTool(active ? { kind: 'select' } : { kind: 'draw', type: w.type })
                    }
                    style={{
                      padding: '6px 4px',
                      border: `1px solid ${active ? '#1677ff' : '#d9d9d9'}`,
                      background: active ? '#e6f4ff' : '#fff',
                      borderRadius: 4,
                      cursor: 'pointer',
                      fontSize: 12,
                    }}
                  >
                    {w.title[lang]}
                  </button>
                )
              })}
            </div>
          ),
        }))}
      />
    </div>
  )
}
