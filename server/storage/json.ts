// JSON text columns: parsed leniently, since a damaged cell must not break a whole list.
export function parseJsonArray<T>(text: string | null | undefined): T[] {
  try {
    const value = JSON.parse(text ?? '[]')
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

export function parseJsonObject(text: string | null | undefined): Record<string, unknown> {
  try {
    const value = JSON.parse(text ?? '{}')
    return value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  } catch {
    return {}
  }
}
