import { createHash } from 'node:crypto';

/** A UUID derived from a name, so seeding the same content twice finds the same rows. */
export function stableId(namespace: string, name: string): string {
  const hex = createHash('sha1').update(`${namespace}:${name}`).digest('hex');
  // Shaped as a version-5 UUID (RFC 9562 §5.5).
  const variant = ((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}
