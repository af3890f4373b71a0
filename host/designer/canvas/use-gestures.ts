// What the pointer does on the canvas beyond panning: Moveable's gestures (through the proxy box when
// several widgets are selected), Selecto's click and marquee selection (or the format brush), pressing
// on a selected widget to drag the whole selection, and palette drops landing where they are dropped.
import { type DragEvent, type RefObject, useCallback, useMemo } from 'react'
import type Moveable from 'react-moveable'
import type { OnDragStart, OnSelectEnd } from 'react-selecto'
import { OPTIONS_DRAG_TYPE, VARIANT_DRAG_TYPE, WIDGET_DRAG_TYPE } from '../palette/PaletteTile.tsx'
import type { Designer, DesignerActions } from '../store/designer-store.ts'
import { createGestures } from './gestures.ts'
import { JOINT_EDITOR } from './JointEditor.tsx'

/** Moveable's handlers; several widgets move, resize and rotate together through one proxy box. */
export function useMoveGestures(
  designer: Designer,
  proxy: RefObject<HTMLDivElement | null>,
  targetsRef: RefObject<HTMLElement[]>,
) {
  // Moveable handles one element, and the gesture places the selected widgets' elements (a group target
  // would cost Moveable per-widget work on every frame).
  return useMemo(
    () => createGestures(designer, (target) => (target === proxy.current ? targetsRef.current : [target])),
    [designer, proxy, targetsRef],
  )
}

/** A client point in page coordinates (the stage is scaled by the zoom). */
export function usePagePoint(designer: Designer, stage: RefObject<HTMLDivElement | null>) {
  return useCallback(
    (clientX: number, clientY: number) => {
      const rect = stage.current?.getBoundingClientRect()
      const z = designer.store.getState().zoom
      return rect ? { x: (clientX - rect.left) / z, y: (clientY - rect.top) / z } : { x: 0, y: 0 }
    },
    [designer, stage],
  )
}

interface SelectInput {
  designer: Designer
  actions: DesignerActions
  moveable: RefObject<Moveable | null>
  targets: readonly HTMLElement[]
  panning: boolean
}

/** Selecto's handlers: when a press selects, and what a finished selection does. */
export function useSelectHandlers({ designer, actions, moveable, targets, panning }: SelectInput) {
  const onDragStart = (e: OnDragStart) => {
    const target = e.inputEvent.target as Element
    const state = designer.store.getState()
    const onSelected = targets.some((t) => t === target || t.contains(target))
    // a pipe's joint handles are edited by their own gestures (JointEditor)
    const onJoints = target.closest?.(`[${JOINT_EDITOR}]`) != null
    if (
      panning ||
      state.tool.kind === 'draw' ||
      moveable.current?.isMoveableElement(target) ||
      onSelected ||
      onJoints
    ) {
      e.stop()
    }
    // Pressing on one of several selected widgets drags them all through the proxy.
    if (onSelected && targets.length > 1 && !panning) moveable.current?.dragStart(e.inputEvent)
  }
  const onSelectEnd = (e: OnSelectEnd) => {
    const ids = e.selected.map((el) => el.getAttribute('data-widget-id') ?? '').filter(Boolean)
    if (designer.store.getState().brush) {
      actions.applyBrush(ids)
      return
    }
    actions.select(ids)
    if (e.isDragStartEnd && ids.length) {
      e.inputEvent.preventDefault()
      void moveable.current?.waitToChangeTarget().then(() => moveable.current?.dragStart(e.inputEvent))
    }
  }
  return { onDragStart, onSelectEnd }
}

/** Palette drops: a widget of the dragged type where it is dropped. */
export function usePaletteDrop(
  actions: DesignerActions,
  toPage: (x: number, y: number) => { x: number; y: number },
) {
  const onDragOver = (e: DragEvent) => {
    if (e.dataTransfer.types.includes(WIDGET_DRAG_TYPE)) e.preventDefault()
  }
  const onDrop = (e: DragEvent) => {
    const type = e.dataTransfer.getData(WIDGET_DRAG_TYPE)
    if (!type) return
    e.preventDefault()
    const options = e.dataTransfer.getData(OPTIONS_DRAG_TYPE)
    actions.addWidget(
      type,
      toPage(e.clientX, e.clientY),
      e.dataTransfer.getData(VARIANT_DRAG_TYPE) || undefined,
      options ? (JSON.parse(options) as Record<string, unknown>) : undefined,
    )
  }
  return { onDragOver, onDrop }
}
