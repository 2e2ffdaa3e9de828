import { invalidParams } from '../errors.js';

const WEI_PER_ETH = 10n ** 18n;
const MAX_UINT256 = 2n ** 256n - 1n;

/** Exact decimal ether of a wei amount, without floating point: 1500000000000000000n -> '1.5'. */
export function formatEther(wei: bigint): string {
  if (wei < 0n) throw invalidParams('negative amount');
  const whole = wei / WEI_PER_ETH;
  const fraction = wei % WEI_PER_ETH;
  if (fraction === 0n) return whole.toString();
  return `${whole}.${fraction.toString().padStart(18, '0').replace(/0+$/, '')}`;
}

/**
 * Reads an EVM quantity: a `0x` hex string, a decimal string or a safe non-negative integer; up to 2^256 - 1.
 * Anything else throws `Invalid params: <field>`.
 */
export function parseQuantity(value: unknown, field: string): bigint {
  let parsed: bigint | undefined;
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) parsed = BigInt(value);
  else if (typeof value === 'string' && /^\d{1,78}$/.test(value)) parsed = BigInt(value);
  else if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) parsed = BigInt(value);
  if (parsed === undefined || parsed > MAX_UINT256) throw invalidParams(field);
  return parsed;
}

/** Bytes of a `0x` hex string with an even number of digits, or undefined when it is not one. */
export function hexToBytes(hex: string): Uint8Array | undefined {
  if (!/^0x(?:[0-9a-fA-F]{2})*$/.test(hex)) return undefined;
  const bytes = new Uint8Array((hex.length - 2) / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = parseInt(hex.slice(2 + i * 2, 4 + i * 2), 16);
  return bytes;
}

/** Lower-case `0x` hex of bytes. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '0x';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

// C0/C1 controls other than tab, line feed and carriage return; zero-width characters and bidi marks, embeddings,
// overrides and isolates (which can make text read differently from what is signed); line/paragraph separators;
// word joiners and invisible operators; the BOM.
function isHidden(code: number): boolean {
  if (code === 0x09 || code === 0x0a || code === 0x0d) return false;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x2028 && code <= 0x202e) ||
    (code >= 0x2060 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/** The bytes as UTF-8 text when they are valid UTF-8 made of visible characters and line breaks; else undefined. */
export function printableUtf8(bytes: Uint8Array): string | undefined {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
  for (const char of text) if (isHidden(char.codePointAt(0) ?? 0)) return undefined;
  return text;
}

/** Byte length of `0x` hex data, for 'N bytes' on the card. */
export function hexByteLength(value: unknown, field: string): number {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'string') throw invalidParams(field);
  const bytes = hexToBytes(value);
  if (!bytes) throw invalidParams(field);
  return bytes.length;
}

/** '1 byte', '0 bytes', '1,024 bytes'. */
export function formatByteCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'byte' : 'bytes'}`;
}

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** Base58 (Bitcoin alphabet) of bytes, as Solana writes addresses and signatures. */
export function base58Encode(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros += 1;
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  let out = '';
  while (value > 0n) {
    out = BASE58[Number(value % 58n)] + out;
    value /= 58n;
  }
  return '1'.repeat(zeros) + out;
}

/** Bytes of a base58 string, or undefined when it has a character outside the alphabet. */
export function base58Decode(text: string): Uint8Array | undefined {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit === -1) return undefined;
    value = value * 58n + BigInt(digit);
  }
  const body: number[] = [];
  while (value > 0n) {
    body.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body]);
}

/** Bytes of standard base64 (padding optional), or undefined when it is not base64. */
export function base64Decode(text: string): Uint8Array | undefined {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/.test(text)) return undefined;
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}
