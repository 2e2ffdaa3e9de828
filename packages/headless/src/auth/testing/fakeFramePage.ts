import { FRAME_CHANNEL } from '../protocol.js';
import type { AppMessage } from '../protocol.js';

/** What the page posted to the frame's window. */
export interface PostedMessage {
  readonly message: AppMessage;
  readonly targetOrigin: string;
}

/** A stand-in for the iframe element: the attributes, style and listeners the bridge uses. */
export interface FakeIframe {
  readonly style: Record<string, string>;
  readonly attributes: Map<string, string>;
  title: string;
  src: string;
  tabIndex: number;
  contentWindow: { postMessage: (message: unknown, targetOrigin: string) => void } | null;
  removed: boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  getAttribute(name: string): string | null;
  addEventListener(type: string, listener: () => void): void;
  remove(): void;
  /** Fires the element's `error` event (the frame could not load). */
  fail(): void;
}

/**
 * A page without a browser for the bridge's tests: a document whose body collects the iframe, a window whose
 * `message` listeners the test calls as the browser would, and the frame's window recording every postMessage.
 */
export function createFakeFramePage(secureOrigin: string, pageOrigin = 'https://app.example') {
  const messageListeners = new Set<(event: MessageEvent) => void>();
  const posted: PostedMessage[] = [];
  const iframes: FakeIframe[] = [];
  let responder: ((message: AppMessage) => { type: string; payload?: unknown } | undefined) | undefined;
  const postMessage = (message: unknown, targetOrigin: string) => {
    const request = message as AppMessage;
    posted.push({ message: request, targetOrigin });
    const answer = responder?.(request);
    // The frame answers after the page's call returns, as a real frame's message event would.
    if (answer) queueMicrotask(() => page.frame(answer.type, answer.payload, request.id));
  };

  const makeIframe = (): FakeIframe => {
    const errorListeners: (() => void)[] = [];
    const iframe: FakeIframe = {
      style: {},
      attributes: new Map(),
      title: '',
      src: '',
      tabIndex: 0,
      contentWindow: { postMessage },
      removed: false,
      setAttribute: (name, value) => void iframe.attributes.set(name, value),
      removeAttribute: (name) => void iframe.attributes.delete(name),
      getAttribute: (name) => iframe.attributes.get(name) ?? null,
      addEventListener(type, listener) {
        if (type === 'error') errorListeners.push(listener);
      },
      remove() {
        iframe.removed = true;
      },
      fail() {
        for (const listener of errorListeners) listener();
      },
    };
    return iframe;
  };

  const document = {
    body: {
      appendChild(element: FakeIframe) {
        iframes.push(element);
        return element;
      },
    },
    createElement(tag: string) {
      if (tag !== 'iframe') throw new Error(`Unexpected element ${tag}`);
      return makeIframe();
    },
  };

  const window = {
    document,
    location: { origin: pageOrigin },
    addEventListener(type: string, listener: (event: MessageEvent) => void) {
      if (type === 'message') messageListeners.add(listener);
    },
    removeEventListener(type: string, listener: (event: MessageEvent) => void) {
      if (type === 'message') messageListeners.delete(listener);
    },
  };

  const page = {
    /** Pass as the bridge's `window`. */
    window: window as unknown as Window,
    posted,
    iframes,
    /** The iframe on the page now. */
    iframe(): FakeIframe {
      const current = iframes.filter((element) => !element.removed).at(-1);
      if (!current) throw new Error('No iframe on the page');
      return current;
    },
    listenerCount: () => messageListeners.size,
    /** Delivers a message event as the browser would; throws what a listener throws. */
    deliver(data: unknown, from: { origin?: string; source?: unknown } = {}) {
      const source = 'source' in from ? from.source : page.iframe().contentWindow;
      const event = { data, origin: from.origin ?? secureOrigin, source } as unknown as MessageEvent;
      for (const listener of [...messageListeners]) listener(event);
    },
    /** The frame's own message of `type` (an answer when `id` is given, an event otherwise). */
    frame(type: string, payload?: unknown, id?: string) {
      page.deliver({ channel: FRAME_CHANNEL, type, ...(id === undefined ? {} : { id }), ...(payload === undefined ? {} : { payload }) });
    },
    /** Answers each request the page posts (`undefined` leaves it waiting), as the frame would. */
    respond(handler: (message: AppMessage) => { type: string; payload?: unknown } | undefined) {
      responder = handler;
    },
    /** The requests the page posted of `type`. */
    requests(type: string): AppMessage[] {
      return posted.map((entry) => entry.message).filter((message) => message.type === type);
    },
    /** The last request the page posted. */
    lastRequest(): AppMessage {
      const last = posted.at(-1);
      if (!last) throw new Error('Nothing was posted');
      return last.message;
    },
  };
  return page;
}

/** A fake page as {@link createFakeFramePage} makes it. */
export type FakeFramePage = ReturnType<typeof createFakeFramePage>;
