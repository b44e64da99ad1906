import { BlockList, isIP } from 'node:net';
import type { TrustProxy } from '../config';

/** '::ffff:10.0.0.1' (IPv4 on an IPv6 socket) → '10.0.0.1', so one client has one address. */
const plain = (address: string) =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Is the hop at `depth` (0 = the socket's peer) a proxy whose X-Forwarded-For entry we believe? */
type Trusted = (address: string, depth: number) => boolean;

function trustedBy(trust: TrustProxy): Trusted | undefined {
  if ('hops' in trust) {
    const { hops } = trust;
    return hops > 0 ? (_address, depth) => depth < hops : undefined;
  }
  if (trust.proxies.length === 0) return undefined;
  const list = new BlockList();
  for (const item of trust.proxies) {
    const [address = '', prefix] = item.split('/');
    const type = familyOf(plain(address));
    if (prefix === undefined) list.addAddress(plain(address), type);
    else list.addSubnet(plain(address), Number(prefix), type);
  }
  return (address) => isIP(address) !== 0 && list.check(address, familyOf(address));
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then X-Forwarded-For
 * is read from its right end (the entry the nearest proxy wrote) for as long as the hops are trusted.
 * Entries further left were written by the client and are never taken. With `{ hops: 0 }` (the
 * default) the header is ignored, so a client cannot pick an address per request to escape rate limits.
 * Without a socket (tests calling `app.request`) the peer is 'unknown'.
 */
export function clientIpResolver(trust: TrustProxy) {
  const trusted = trustedBy(trust);
  return (remoteAddress: string | undefined, forwardedFor: string | undefined): string => {
    let ip = remoteAddress ? plain(remoteAddress) : 'unknown';
    if (!trusted || !forwardedFor) return ip;
    const hops = forwardedFor.split(',');
    for (let depth = 0; depth < hops.length && trusted(ip, depth); depth++) {
      const next = plain((hops[hops.length - 1 - depth] ?? '').trim());
      // a hop that is not an address ends the walk at the proxy that passed it on
      if (isIP(next) === 0) break;
      ip = next;
    }
    return ip;
  };
}
