// Visibility by region (designer spec §6): a widget or menu item naming regions (comma-separated titles)
// is shown only to users of one of them; users without a region and items without one are unrestricted.
const regionsOf = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean)

export function visibleInRegion(itemRegions: string | undefined, userRegions: string | undefined): boolean {
  const item = regionsOf(itemRegions)
  const user = regionsOf(userRegions)
  if (item.length === 0 || user.length === 0) return true
  return item.some((r) => user.includes(r))
}
