// The one host of every widget, in the designer and at runtime: places the widget, resolves its values
// and animation effects through the kernel, and renders the plugin's view. Memoised on the widget object
// (immer keeps unchanged widgets identical), so an edit or a value re-renders only the widgets it touches.
import {
  Component,
  type ComponentType,
  type CSSProperties,
  memo,
  type ReactNode,
  Suspense,
  useMemo,
} from 'react'
import type { AnimationEffect, WidgetViewProps } from '../../core/kernel/index.ts'
import type { ClickEventConfig, Widget } from '../../schemas/page.ts'
import { visibleInRegion } from './auth-region.ts'
import { useBlinkPhase } from './blink.ts'
import { useWidgetHostEnv } from './context.tsx'
import { useWidgetHistory } from './history.ts'
import { useLiveVersion } from './live.ts'
import { blinkColours, evaluateEffects, resolveMeta, resolveValues, slotKeys } from './resolve.ts'
import { ruleSlots, valueSlots } from './slots.ts'

const NO_VALUES: WidgetViewProps['values'] = {}
const NO_EFFECTS: AnimationEffect = {}
const NO_META: NonNullable<WidgetViewProps['meta']> = {}
const none = () => undefined

/** The animation of the widget's body: blinking and spinning effects. */
function bodyAnimation(effect: AnimationEffect): CSSProperties | undefined {
  const parts: string[] = []
  if (effect.blink?.type === 'visiable') parts.push('lf-blink 1s linear infinite')
  if (effect.rotate) {
    const reverse = effect.rotate.direction === 'anticlockwise' ? ' reverse' : ''
    parts.push(`lf-spin ${Math.max(1, effect.rotate.speed)}ms linear infinite${reverse}`)
  }
  return parts.length ? { animation: parts.join(', ') } : undefined
}

export const WidgetHost = memo(function WidgetHost({ widget }: { widget: Widget }) {
  const env = useWidgetHostEnv()
  const { kernel, live, mode } = env
  const runtime = mode === 'runtime'
  // Values at runtime, and in the designer while its live preview is on.
  const withValues = runtime || env.preview === true
  const slots = useMemo(() => (withValues ? valueSlots(widget) : []), [widget, withValues])
  const rules = useMemo(() => (withValues ? ruleSlots(widget) : []), [widget, withValues])
  const keys = useMemo(() => slotKeys(kernel, [...slots, ...rules]), [kernel, slots, rules])
  const version = useLiveVersion(withValues ? live : undefined, keys)
  const lookup = live?.get ?? none
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for the store's values
  const values = useMemo(
    () => (slots.length ? resolveValues(kernel, slots, lookup) : NO_VALUES),
    [slots, version],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: version stands for the store's values
  const effect = useMemo(
    () => (rules.length ? evaluateEffects(kernel, rules, lookup) : NO_EFFECTS),
    [rules, version],
  )
  const meta = useMemo(
    () => (slots.length && env.meta ? resolveMeta(kernel, slots, env.meta) : NO_META),
    [kernel, slots, env.meta],
  )
  const phase = useBlinkPhase(effect.blink?.type === 'color')
  const history = useWidgetHistory(widget, slots, env)
  if (widget.hidden || (runtime && !visibleInRegion(widget.authRegion, env.userRegions))) return null

  const View = kernel.widgets.get(widget.widgetType)?.component as ComponentType<WidgetViewProps> | undefined
  const click = widget.clickEvent
  const clickable = runtime && click?.enable && env.onAction
  const act = clickable ? () => env.onAction?.(widget, click.config) : undefined
  // Controls that write run their own click events (an option's, a typed value's) through the view.
  const viewAction = runtime && env.onAction ? env.onAction : undefined
  const view = (
    <WidgetBoundary type={widget.widgetType} lazy={isLazy(View)}>
      {View ? (
        <View
          widget={widget}
          mode={withValues ? 'runtime' : mode}
          values={values}
          meta={meta}
          effects={blinkColours(effect, phase)}
          {...(history ? { history } : {})}
          {...(runtime && env.records ? { records: env.records } : {})}
          {...(viewAction ? { onAction: (config: ClickEventConfig) => viewAction(widget, config) } : {})}
          {...(runtime && env.writeDenied ? { writeDenied: env.writeDenied } : {})}
          {...(runtime && env.runScript ? { runScript: env.runScript } : {})}
          {...(runtime ? { visible: (r: string | undefined) => visibleInRegion(r, env.userRegions) } : {})}
          lang={env.lang}
        />
      ) : (
        <MissingWidget type={widget.widgetType} />
      )}
    </WidgetBoundary>
  )
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the role is button whenever a handler is set
    <div
      className={rules.some((r) => r.kind === 'rotate') ? 'lf-widget lf-widget-spins' : 'lf-widget'}
      data-widget-id={widget.id}
      data-widget-type={widget.widgetType}
      role={act ? 'button' : undefined}
      tabIndex={act ? 0 : undefined}
      onClick={act}
      onKeyDown={act && ((e) => e.key === 'Enter' && act())}
      style={frameStyle(widget.position, effect, Boolean(clickable))}
    >
      {/* The body carries the animations and the children; a plain widget's view sits in the frame. */}
      {rules.length || widget.children ? (
        <div className="lf-widget-body" style={bodyAnimation(effect)}>
          {view}
          {widget.children?.map((child) => (
            <WidgetHost key={child.id} widget={child} />
          ))}
        </div>
      ) : (
        view
      )}
    </div>
  )
})

/** The frame's place and state; only what is set, so a new frame sets no empty style properties. */
function frameStyle(
  position: Widget['position'],
  effect: AnimationEffect,
  clickable: boolean,
): CSSProperties {
  const { x, y, width, height, rotate } = position
  return {
    left: x,
    top: y,
    width,
    height,
    ...(rotate ? { transform: `rotate(${rotate}deg)` } : {}),
    ...(effect.hidden ? { visibility: 'hidden' } : {}),
    ...(clickable ? { cursor: 'pointer' } : {}),
  }
}

/** A widget whose plugin is not registered (e.g. a remote plugin that failed to load) keeps its place. */
function MissingWidget({ type }: { type: string }) {
  return (
    <div
      data-missing-widget={type}
      style={{ width: '100%', height: '100%', border: '1px dashed #ff4d4f', color: '#ff4d4f', fontSize: 12 }}
    >
      {type}
    </div>
  )
}

/**
 * A view that throws is shown as missing instead of breaking the page. A lazy view (a plugin's
 * `lazyView`, plugins/widgets/common/lazy-view.tsx) suspends while its chunk loads: the frame stays
 * empty meanwhile, the rest of the page renders.
 */
class WidgetBoundary extends Component<
  { type: string; lazy: boolean; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (this.state.failed) return <MissingWidget type={this.props.type} />
    // only lazy views get a boundary: a page of 2000 plain widgets stays without 2000 more fibers
    return this.props.lazy ? <Suspense fallback={null}>{this.props.children}</Suspense> : this.props.children
  }
}

const REACT_LAZY = Symbol.for('react.lazy')
/** A view made with React.lazy (lazyView, or a remote plugin's own). */
const isLazy = (view: unknown): boolean => (view as { $$typeof?: symbol } | null)?.$$typeof === REACT_LAZY
