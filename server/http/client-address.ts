// Which address a request counts under for per-address limits. fastify's `req.ip` is already the
// socket's address, or the proxy's X-Forwarded-For when TRUST_PROXY trusts that proxy (config.ts). An
// IPv6 client usually holds a whole /64 and picks any address in it, so IPv6 counts per /64; an IPv4
// address written as IPv6 (`::ffff:a.b.c.d`, a dual-stack socket) counts as the IPv4 address.
import { isIPv4, isIPv6 } from 'node:net'

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/** The eight 16-bit groups of an IPv6 address, without leading zeros (an embedded IPv4 tail is two). */
function groupsOf(ip: string): string[] {
  const [head = '', tail] = ip.split('::')
  const parts = (text: string) =>
    text ? text.split(':').flatMap((p) => (p.includes('.') ? ['0', '0'] : [p])) : []
  const h = parts(head)
  const t = tail === undefined ? [] : parts(tail)
  const zeros = Array<string>(8 - h.length - t.length).fill('0')
  return [...h, ...zeros, ...t].map((g) => Number.parseInt(g, 16).toString(16))
}

/**
 * `a.b.c.d` for IPv4, `g1:g2:g3:g4::/64` for IPv6, the text itself for anything else; a socket without
 * an address (a Unix socket, behind a local proxy not trusted) counts as `local`.
 */
export function addressGroup(ip: string | undefined): string {
  if (!ip) return 'local'
  const bare = ip.replace(/%.*$/, '')
  const mapped = MAPPED_V4.exec(bare)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (isIPv4(bare)) return bare
  if (isIPv6(bare)) return `${groupsOf(bare).slice(0, 4).join(':')}::/64`
  return bare
}
