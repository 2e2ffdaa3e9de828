import { isOriginAllowed } from '@connect-modal/headless/core';

/** What the frame reads to learn who framed it. */
export interface FramingInfo {
  readonly location: { readonly ancestorOrigins?: { readonly length: number; readonly [index: number]: string } };
  readonly document: { readonly referrer: string };
}

/**
 * The origin of the page that framed the frame: `location.ancestorOrigins[0]` when the browser has it, else the
 * origin of `document.referrer`; undefined when neither names a real (non-opaque) origin.
 */
export function resolveParentOrigin(info: FramingInfo): string | undefined {
  const ancestors = info.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) {
    const first = ancestors[0];
    return first && first !== 'null' ? first : undefined;
  }
  if (!info.document.referrer) return undefined;
  try {
    const origin = new URL(info.document.referrer).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * True when `origin` is one of the project's allowed origins: equal to an entry, or matching an entry whose `*`
 * stands for one or more characters other than '/' (SPEC section 5; the same rule the page applies).
 */
export function isParentOriginAllowed(origin: string, allowedOrigins: readonly string[]): boolean {
  return isOriginAllowed(origin, allowedOrigins);
}
