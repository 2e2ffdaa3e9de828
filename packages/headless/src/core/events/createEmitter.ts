/** A tiny typed event emitter; listeners that throw do not stop the others. */
export interface Emitter<Events extends Record<string, unknown>> {
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void;
  emit<E extends keyof Events>(event: E, payload: Events[E]): void;
}

/** Creates an emitter. `onListenerError` hears about listeners that threw. */
export function createEmitter<Events extends Record<string, unknown>>(
  onListenerError: (error: unknown) => void = () => {},
): Emitter<Events> {
  const listeners = new Map<keyof Events, Set<(payload: never) => void>>();
  return {
    on(event, listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as (payload: never) => void);
      return () => {
        set.delete(listener as (payload: never) => void);
      };
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (payload: Events[typeof event]) => void)(payload);
        } catch (error) {
          onListenerError(error);
        }
      }
    },
  };
}
