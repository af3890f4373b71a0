import type { Static } from 'typebox'
import type { WidgetViewProps } from '../../../core/kernel/index.ts'
import { fontCss } from '../common/view.ts'
import { cellText, ScriptErrorBox, useScriptRows } from '../script/run.tsx'
import type { schema } from './schema.ts'

/** Columns: every field of the rows, in the order they first appear. */
export function columnsOf(rows: readonly Record<string, unknown>[]): string[] {
  const seen = new Set<string>()
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key)
  return [...seen]
}

export function ReportView(props: WidgetViewProps<Static<typeof schema>>) {
  const style = props.widget.style
  const { rows, error } = useScriptRows(props)
  const columns = columnsOf(rows)
  const cell = (height: number) => ({
    height,
    padding: '0 8px',
    border: `${style.border.width}px solid ${style.border.color}`,
    whiteSpace: 'nowrap' as const,
  })
  return (
    <div style={{ position: 'relative', width: '100%', height: '100%', overflow: 'auto' }}>
      <table data-script-rows={rows.length} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ background: style.header.fill, ...fontCss(style.header.font) }}>
            {columns.map((c) => (
              <th key={c} style={cell(style.header.height)}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the list is replaced whole
            <tr key={i} style={{ background: style.body.fill, ...fontCss(style.body.font) }}>
              {columns.map((c) => (
                <td key={c} style={cell(style.body.height)}>
                  {cellText(row[c])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {error && <ScriptErrorBox error={error} />}
    </div>
  )
}
