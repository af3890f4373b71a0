// CSV exports of the screens: quoted cells, a BOM so spreadsheets read UTF-8, and the file handed to the
// browser as a download.

const csvCell = (v: unknown) => `"${String(v ?? '').replaceAll('"', '""')}"`

export const csvText = (lines: readonly (readonly unknown[])[]): string =>
  `\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\n')}`

export function downloadCsv(name: string, text: string): void {
  const a = document.createElement('a')
  a.href = URL.createObjectURL(new Blob([text], { type: 'text/csv' }))
  a.download = name
  a.click()
  URL.revokeObjectURL(a.href)
}
