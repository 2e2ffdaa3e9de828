/** Facts about the host device, read when asked (never at import) so server and first render agree. */
export interface Platform {
  isMobile(): boolean;
  isTelegram(): boolean;
  isIosSafari(): boolean;
}

function userAgent(): string {
  return typeof navigator !== 'undefined' && typeof navigator.userAgent === 'string' ? navigator.userAgent : '';
}

/** Platform detection from the browser's user agent and viewport. */
export const browserPlatform: Platform = {
  isMobile() {
    const ua = userAgent();
    if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(ua)) return true;
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
    return window.matchMedia('(pointer: coarse)').matches && window.matchMedia('(max-width: 600px)').matches;
  },
  isTelegram() {
    return typeof window !== 'undefined' && 'TelegramWebviewProxy' in window;
  },
  isIosSafari() {
    const ua = userAgent();
    return /iPhone|iPad|iPod/.test(ua) && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua);
  },
};

/** A fixed platform, for tests and server rendering. */
export function staticPlatform(facts: Partial<Record<keyof Platform, boolean>> = {}): Platform {
  return {
    isMobile: () => facts.isMobile ?? false,
    isTelegram: () => facts.isTelegram ?? false,
    isIosSafari: () => facts.isIosSafari ?? false,
  };
}
