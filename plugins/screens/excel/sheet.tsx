// The spreadsheet component (@fortune-sheet/react, MIT), loaded as a chunk of its own: only the template
// editor and a record's fill and read pages import this file, through `LazySheet` (sheet-lazy.tsx).
import '@fortune-sheet/react/dist/index.css'
import './sheet.css'
import type { Sheet } from '@fortune-sheet/core'
import { Workbook, type WorkbookInstance } from '@fortune-sheet/react'
import { type Ref, useCallback, useEffect, useMemo, useRef } from 'react'
import type { SheetProps } from './sheet-lazy.tsx'

/** The toolbar of the template editor: formatting a report needs, nothing that a template cannot keep. */
const DESIGN_TOOLBAR = [
  'undo',
  'redo',
  '|',
  'format-painter',
  'clear-format',
  '|',
  'number-decrease',
  'number-increase',
  'format',
  '|',
  'font-size',
  '|',
  'bold',
  'italic',
  'underline',
  'font-color',
  'background',
  'border',
  'merge-cell',
  '|',
  'horizontal-align',
  'vertical-align',
  'text-wrap',
  '|',
  'quick-formula',
]

export default function SheetView({
  data,
  lang,
  mode,
  onSelect,
  beforeEdit,
  afterEdit,
  onChange,
  ref,
}: SheetProps & { ref?: Ref<WorkbookInstance> }) {
  const design = mode === 'design'
  const own = useRef<WorkbookInstance | null>(null)
  // the component's handle, kept here too (formulas, the sheet index) and handed to the caller's ref
  const attach = useCallback(
    (instance: WorkbookInstance | null) => {
      own.current = instance
      if (typeof ref === 'function') ref(instance)
      else if (ref) ref.current = instance
    },
    [ref],
  )
  // the component computes formulas when they are typed, not when loaded: once its sheets are in, each
  // sheet's formulas are computed (and follow the cells they read from then on)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the sheets the component opened with
  useEffect(() => {
    const timer = setTimeout(() => {
      for (const sheet of data)
        if (sheet.celldata?.some((c) => c.v?.f)) own.current?.calculateFormula(sheet.id)
    })
    return () => clearTimeout(timer)
  }, [])
  // the component reads its settings on every render: the hooks stay one object, calling the latest props
  const latest = useRef({ onSelect, beforeEdit, afterEdit })
  latest.current = { onSelect, beforeEdit, afterEdit }
  // the sheet being worked on, as its index in the template (the callbacks' first argument)
  const sheetId = useRef(data[0]?.id)
  const hooks = useMemo(() => {
    const index = () => own.current?.getAllSheets().find((x) => x.id === sheetId.current)?.order ?? 0
    return {
      afterActivateSheet: (id: string) => {
        sheetId.current = id
      },
      afterSelectionChange: (
        id: string,
        selection: { row: number[]; column: number[]; row_focus?: number; column_focus?: number },
      ) => {
        sheetId.current = id
        const r = selection.row_focus ?? selection.row[0]
        const c = selection.column_focus ?? selection.column[0]
        if (r !== undefined && c !== undefined) latest.current.onSelect?.(index(), r, c)
      },
      beforeUpdateCell: (r: number, c: number) => latest.current.beforeEdit?.(index(), r, c) ?? true,
      afterUpdateCell: (r: number, c: number, _old: unknown, value: unknown) =>
        latest.current.afterEdit?.(index(), r, c, value),
    }
  }, [])
  return (
    <Workbook
      ref={attach}
      data={data as Sheet[]}
      lang={lang === 'zh' ? 'zh' : 'en'}
      allowEdit={mode !== 'read'}
      showToolbar={design}
      showFormulaBar={design}
      showSheetTabs={data.length > 1 || design}
      toolbarItems={DESIGN_TOOLBAR}
      {...(design ? {} : { cellContextMenu: [], headerContextMenu: [], sheetTabContextMenu: [] })}
      onChange={onChange}
      hooks={hooks}
    />
  )
}
