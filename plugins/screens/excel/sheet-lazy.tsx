// The spreadsheet as a lazy component: the component's code (about a megabyte) loads only when a
// template or a record is opened, never with the shell, the lists or the runtime pages.
import type { Sheet } from '@fortune-sheet/core'
import type { WorkbookInstance } from '@fortune-sheet/react'
import { Spin } from 'antd'
import { lazy, type Ref, Suspense } from 'react'

export type { WorkbookInstance }

export interface SheetProps {
  data: Sheet[]
  lang: string
  /** design: everything editable with the toolbar; fill: edits checked by `beforeEdit`; read: none */
  mode: 'design' | 'fill' | 'read'
  /** `s` is the sheet's index in the template */
  onSelect?: (s: number, r: number, c: number) => void
  /** false refuses an edit of the cell */
  beforeEdit?: (s: number, r: number, c: number) => boolean
  afterEdit?: (s: number, r: number, c: number, value: unknown) => void
  onChange?: (sheets: Sheet[]) => void
  /** the component's height in px */
  height?: number
}

const SheetView = lazy(() => import('./sheet.tsx'))

export function LazySheet({ height = 560, ...props }: SheetProps & { ref?: Ref<WorkbookInstance> }) {
  return (
    <div
      className={`lfscada-sheet-${props.mode}`}
      style={{ height, position: 'relative', border: '1px solid #f0f0f0' }}
      data-testid="excel-sheet"
    >
      <Suspense fallback={<Spin style={{ margin: 48 }} />}>
        <SheetView {...props} />
      </Suspense>
    </div>
  )
}
