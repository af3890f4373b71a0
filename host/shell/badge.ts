// The unread badge (platform spec §9): the count, shown as 99+ above 99; nothing at zero.
export const BADGE_MAX = 99

export function unreadBadge(count: number): string {
  if (count <= 0) return ''
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count)
}
