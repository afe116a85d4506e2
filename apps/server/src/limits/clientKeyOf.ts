import { isIPv4, isIPv6 } from 'node:net'

/** The eight 16-bit groups of an IPv6 address (zone removed, `::` and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.replace(/%.*$/, '').toLowerCase()
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (dotted !== undefined) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number)
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', tail] = text.split('::')
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16))
  const first = parse(head)
  const last = tail === undefined ? [] : parse(tail)
  const groups =
    tail === undefined
      ? first
      : [...first, ...new Array<number>(8 - first.length - last.length).fill(0), ...last]
  return groups.length === 8 && groups.every((group) => Number.isInteger(group)) ? groups : undefined
}

/**
 * The key a client is limited by: its IPv4 address, or the /64 network of its IPv6 address. One
 * IPv6 subscriber gets a whole /64 (often far more) and picks any address in it at will, so per
 * address it would get a fresh limit with every request. An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, a dual-stack socket) is the IPv4 client it maps.
 *
 * @example
 * clientKeyOf('2001:db8:1:2:aaaa::1') // '2001:db8:1:2::/64'
 * clientKeyOf('::ffff:192.0.2.1') // '192.0.2.1'
 */
export function clientKeyOf(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip.replace(/%.*$/, ''))) return ip
  const groups = ipv6Groups(ip)
  if (groups === undefined) return ip
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
