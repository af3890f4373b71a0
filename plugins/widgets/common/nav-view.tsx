// The view of the navigation bar (horizontal, second level in a drop-down) and the side menu (vertical,
// second level folding open under its item, with arrows): items of other regions are left out, the
// default active item starts highlighted, a click runs the item's own click event.
import { type CSSProperties, type ReactNode, useState } from 'react'
import { createPortal } from 'react-dom'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import type { NavChild, NavItem, NavOptions } from './nav-schema.ts'
import { fontCss } from './view.ts'

type Level = NavOptions['style']['first']
/** Where the bar's items sit, as flex alignment. */
const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const

interface Entry {
  id: string
  defaultAct?: boolean
}

/** The item or child with defaultAct, as the active id. */
export function defaultActive<T extends Entry & { children?: readonly Entry[] }>(
  items: readonly T[],
): string | undefined {
  for (const i of items) {
    const c = i.children?.find((x) => x.defaultAct)
    if (c) return c.id
    if (i.defaultAct) return i.id
  }
  return undefined
}

const rowCss = (level: Level, active: boolean): CSSProperties => ({
  ...fontCss({ ...level.font, color: active ? level.activeColor : level.font.color }),
  height: level.height,
  lineHeight: `${level.height}px`,
  background: active ? level.activeFill : level.fill,
  padding: '0 16px',
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  border: 0,
  width: '100%',
  boxSizing: 'border-box',
})

/** `align`: where the bar's items sit (the navigation bar's own option; the menu's run down its side). */
export function NavMenuView(
  props: WidgetViewProps<NavOptions> & { vertical: boolean; align?: keyof typeof JUSTIFY },
) {
  const { widget, onAction, visible = () => true, mode, vertical, align = 'left' } = props
  const style = widget.style
  const items = (widget.data.dataArray ?? [])
    .filter((i) => visible(i.authRegion))
    .map((i) => ({ ...i, children: (i.children ?? []).filter((c) => visible(c.authRegion)) }))
  const [active, setActive] = useState(() => defaultActive(items))
  const [open, setOpen] = useState<string | undefined>()
  // the bar's drop-down lies outside the widget's frame (which clips): it opens over the page, under its item
  const [anchor, setAnchor] = useState<Anchor | undefined>()
  const live = mode === 'runtime'
  const run = (entry: NavChild | NavItem) => {
    setActive(entry.id)
    if (entry.clickEvent?.enable) void onAction?.(entry.clickEvent.config)
  }
  const pick = (item: NavItem, button: HTMLElement) => {
    if (!live) return
    setAnchor(anchorOf(button))
    if (item.children?.length) setOpen(open === item.id ? undefined : item.id)
    else {
      setOpen(undefined)
      run(item)
    }
  }
  return (
    <nav
      aria-label={widget.widgetName}
      style={{
        width: '100%',
        height: '100%',
        background: style.first.fill,
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        justifyContent: vertical ? 'flex-start' : JUSTIFY[align],
        overflow: vertical ? 'auto' : 'visible',
        pointerEvents: live ? undefined : 'none',
      }}
    >
      {items.map((item) => {
        const inside = item.children?.some((c) => c.id === active)
        const isOpen = open === item.id
        return (
          <div key={item.id} style={{ position: 'relative', flex: vertical ? undefined : '0 0 auto' }}>
            <button
              type="button"
              data-nav-item={item.id}
              aria-expanded={item.children?.length ? isOpen : undefined}
              aria-current={active === item.id || inside ? 'page' : undefined}
              onClick={(e) => {
                e.stopPropagation()
                pick(item, e.currentTarget)
              }}
              style={rowCss(style.first, active === item.id || Boolean(inside))}
            >
              {style.icon.show && item.iconHref && (
                <img src={item.iconHref} alt="" style={{ width: style.icon.size, height: style.icon.size }} />
              )}
              <span style={{ flex: 1, textAlign: 'left' }}>{item.label}</span>
              {style.arrow.show && item.children?.length ? (
                <span
                  aria-hidden
                  style={{
                    color: style.arrow.color,
                    fontSize: 10,
                    transform: isOpen ? 'rotate(180deg)' : undefined,
                  }}
                >
                  ▼
                </span>
              ) : null}
            </button>
            {isOpen && (
              <DropDown vertical={vertical} anchor={anchor} fill={style.second.fill}>
                {item.children?.map((c) => (
                  <button
                    key={c.id}
                    type="button"
                    role="menuitem"
                    data-nav-item={c.id}
                    aria-current={active === c.id ? 'page' : undefined}
                    onClick={(e) => {
                      e.stopPropagation()
                      if (!vertical) setOpen(undefined)
                      run(c)
                    }}
                    style={{ ...rowCss(style.second, active === c.id), paddingLeft: vertical ? 32 : 16 }}
                  >
                    {c.label}
                  </button>
                ))}
              </DropDown>
            )}
          </div>
        )
      })}
    </nav>
  )
}

/** Where the bar's drop-down opens, and the page's zoom (the runtime scales the page to fit). */
interface Anchor {
  left: number
  bottom: number
  /** the item's width on the page, before the zoom */
  width: number
  scale: number
}

function anchorOf(button: HTMLElement): Anchor {
  const rect = button.getBoundingClientRect()
  const width = button.offsetWidth || rect.width
  return { left: rect.left, bottom: rect.bottom, width, scale: width ? rect.width / width : 1 }
}

/**
 * The second level: folded open under its item (menu), or over the page below its item (bar), zoomed
 * as the page is so its rows keep the bar's size and lie right under it.
 */
function DropDown(props: {
  vertical: boolean
  anchor: Anchor | undefined
  fill: string
  children: ReactNode
}) {
  const { vertical, anchor, fill, children } = props
  if (vertical || !anchor || typeof document === 'undefined')
    return (
      <div role="menu" style={{ background: fill }}>
        {children}
      </div>
    )
  return createPortal(
    <div
      role="menu"
      style={{
        position: 'fixed',
        left: anchor.left,
        top: anchor.bottom,
        minWidth: anchor.width,
        transform: anchor.scale === 1 ? undefined : `scale(${anchor.scale})`,
        transformOrigin: '0 0',
        zIndex: 1000,
        background: fill,
      }}
    >
      {children}
    </div>,
    document.body,
  )
}
