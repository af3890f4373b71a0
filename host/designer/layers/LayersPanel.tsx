// The layers panel beside the palette: the page's widget tree, topmost first, with groups. A click
// selects (shift or ctrl/cmd adds or takes out), a double-click renames, the lock and eye buttons lock
// and hide, a drag reorders within the widget's parent. Every edit is one of core/page's commands, one
// undo step each. A right click opens the designer's menu on the widget; a widget past the page's edge
// is warned (issue 30), with "fit page to content" above the tree.
import {
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  UnlockOutlined,
  WarningOutlined,
} from '@ant-design/icons'
import { Input, Tree, type TreeProps } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { widgetsOutside } from '../../../core/page/index.ts'
import type { Widget } from '../../../schemas/page.ts'
import { useActions, useDesignerEnv, useDesignerState, useEditorState } from '../context.tsx'
import { useDesignerTexts } from '../i18n.ts'
import { useOpenMenu } from '../menu/ContextMenu.tsx'
import { usePageTexts } from '../pages/texts.ts'
import { dropPlacement, groupIds, type LayerNode, layerNodes, sameParent } from './layer-tree.ts'
import { OutsideBar } from './OutsideBar.tsx'

const CSS = `
.lf-layers .ant-tree-treenode { width: 100%; }
.lf-layers .ant-tree-node-content-wrapper { min-width: 0; flex: 1; }
.lf-layer-row { display: flex; align-items: center; gap: 2px; min-width: 0; }
.lf-layer-name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lf-layer-row[data-hidden="true"] .lf-layer-name { color: rgba(0,0,0,0.35); text-decoration: line-through; }
.lf-layer-toggle { border: 0; background: none; padding: 0 3px; cursor: pointer; color: rgba(0,0,0,0.65);
  line-height: 20px; border-radius: 3px; }
.lf-layer-toggle:hover { background: rgba(0,0,0,0.06); }
.lf-layer-toggle[data-on="false"] { opacity: 0.25; }
.lf-layer-row:hover .lf-layer-toggle[data-on="false"] { opacity: 0.7; }
.lf-layer-outside { color: #fa8c16; padding: 0 3px; line-height: 20px; }
`

/** The height of the element, followed as it changes (the tree scrolls virtually within it). */
function useHeight() {
  const ref = useRef<HTMLDivElement>(null)
  const [height, setHeight] = useState(0)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const observer = new ResizeObserver(() => setHeight(el.clientHeight))
    observer.observe(el)
    setHeight(el.clientHeight)
    return () => observer.disconnect()
  }, [])
  return { ref, height }
}

function RenameInput({ name, onDone }: { name: string; onDone: (name?: string) => void }) {
  return (
    <Input
      size="small"
      autoFocus
      defaultValue={name}
      data-testid="layer-rename"
      onFocus={(e) => e.target.select()}
      onKeyDown={(e) => {
        e.stopPropagation()
        if (e.key === 'Escape') onDone()
      }}
      onPressEnter={(e) => onDone(e.currentTarget.value)}
      onBlur={(e) => onDone(e.currentTarget.value)}
      onClick={(e) => e.stopPropagation()}
    />
  )
}

function OutsideMark() {
  const { t } = usePageTexts()
  return (
    <span
      className="lf-layer-outside"
      role="img"
      aria-label={t('outside')}
      title={t('outside')}
      data-testid="layer-outside"
    >
      <WarningOutlined />
    </span>
  )
}

function LayerRow({
  widget,
  editing,
  outside,
  onRename,
}: {
  widget: Widget
  editing: boolean
  outside: boolean
  onRename: (on: boolean) => void
}) {
  const { t, i18n } = useDesignerTexts()
  const { kernel } = useDesignerEnv().designer
  const actions = useActions()
  const typeTitle = kernel.widgets.get(widget.widgetType)?.title[i18n.language === 'en' ? 'en' : 'zh']
  const name = widget.widgetName || typeTitle || widget.widgetType
  const hidden = widget.hidden === true
  const toggle = (label: string, on: boolean, icon: React.ReactNode, run: () => void, testId: string) => (
    <button
      type="button"
      className="lf-layer-toggle"
      aria-label={label}
      title={label}
      aria-pressed={on}
      data-on={on}
      data-testid={testId}
      onClick={(e) => {
        e.stopPropagation()
        run()
      }}
    >
      {icon}
    </button>
  )
  return (
    <div className="lf-layer-row" data-testid="layer" data-layer-id={widget.id} data-hidden={hidden}>
      {editing ? (
        <RenameInput
          name={name}
          onDone={(next) => {
            onRename(false)
            if (next !== undefined && next.trim() !== name) actions.rename(widget.id, next)
          }}
        />
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: a double-click renames, as in drawing tools
        <span
          className="lf-layer-name"
          title={typeTitle && typeTitle !== name ? `${name} (${typeTitle})` : name}
          onDoubleClick={() => onRename(true)}
        >
          {name}
        </span>
      )}
      {outside && <OutsideMark />}
      {toggle(
        widget.posLock ? t('tool.unlock') : t('tool.lock'),
        widget.posLock,
        widget.posLock ? <LockOutlined /> : <UnlockOutlined />,
        () => actions.setLocked(!widget.posLock, [widget.id]),
        'layer-lock',
      )}
      {toggle(
        hidden ? t('layers.show') : t('layers.hide'),
        hidden,
        hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />,
        () => actions.setHidden([widget.id], !hidden),
        'layer-eye',
      )}
    </div>
  )
}

export function LayersPanel() {
  const { t } = useDesignerTexts()
  const actions = useActions()
  const widgets = useEditorState((s) => s.page.widgets)
  const con = useEditorState((s) => s.page.con)
  const outside = useMemo(() => new Set(widgetsOutside({ con, widgets }).map((w) => w.id)), [con, widgets])
  const openMenu = useOpenMenu()
  const selection = useDesignerState((s) => s.selection)
  const [editing, setEditing] = useState<string>()
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const { ref, height } = useHeight()
  const nodes = useMemo(() => layerNodes(widgets), [widgets])
  const expanded = useMemo(() => groupIds(widgets).filter((id) => !collapsed.has(id)), [widgets, collapsed])

  const onSelect: TreeProps<LayerNode>['onSelect'] = (_, { node, nativeEvent }) => {
    const e = nativeEvent as MouseEvent
    if (e.shiftKey || e.ctrlKey || e.metaKey) actions.toggleSelected(node.key)
    else actions.select([node.key])
  }
  const onDrop: TreeProps<LayerNode>['onDrop'] = ({ node, dragNode, dropPosition, dropToGap }) => {
    if (!dropToGap) return
    // antd gives the drop's place among the target's siblings; before it is above it in the panel
    const index = Number(node.pos.split('-').at(-1))
    const side = dropPosition < index ? 'above' : 'below'
    const placement = dropPlacement(widgets, dragNode.key, node.key, side, selection)
    if (placement) actions.place(placement.ids, placement.below)
  }

  return (
    <div
      className="lf-layers"
      data-testid="layers"
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <style>{CSS}</style>
      <div style={{ padding: '6px 8px', fontWeight: 600, borderBottom: '1px solid #f0f0f0' }}>
        {t('layers.title')}
      </div>
      {outside.size > 0 && <OutsideBar count={outside.size} />}
      <div ref={ref} style={{ flex: 1, minHeight: 0, padding: '4px 0' }}>
        {nodes.length === 0 ? (
          <div style={{ padding: 8, color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{t('layers.empty')}</div>
        ) : (
          <Tree<LayerNode>
            blockNode
            multiple
            height={Math.max(height - 8, 40)}
            treeData={nodes}
            selectedKeys={selection}
            expandedKeys={expanded}
            onExpand={(keys) => {
              const open = new Set(keys.map(String))
              setCollapsed(new Set(groupIds(widgets).filter((id) => !open.has(id))))
            }}
            onSelect={onSelect}
            draggable={{ icon: false, nodeDraggable: (node) => node.key !== editing }}
            allowDrop={({ dragNode, dropNode, dropPosition }) =>
              dropPosition !== 0 && sameParent(widgets, dragNode.key, dropNode.key)
            }
            onDrop={onDrop}
            onRightClick={({ event, node }) => {
              event.preventDefault()
              if (!selection.includes(node.key)) actions.select([node.key])
              openMenu({ x: event.clientX, y: event.clientY })
            }}
            titleRender={(node) => (
              <LayerRow
                widget={node.widget}
                editing={editing === node.key}
                outside={outside.has(node.key)}
                onRename={(on) => setEditing(on ? node.key : undefined)}
              />
            )}
          />
        )}
      </div>
    </div>
  )
}
