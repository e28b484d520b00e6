// Which request a piece of work is for, wherever it runs: a loader, an adapter,
// React's rendering, a library's stray console.error. AsyncLocalStorage carries it
// through every await, so each log line written meanwhile names its request id
// without the id being handed down through every call.
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestContext {
  readonly requestId: string;
}

const current = new AsyncLocalStorage<RequestContext>();

/** Runs `work` as part of the request `requestId`: what it starts, awaits and logs belongs to it. */
export const withRequest = <A>(requestId: string, work: () => A): A => current.run({ requestId }, work);

/** The log fields of the request under way (pino's mixin): none outside a request. */
export const requestFields = (): { readonly requestId?: string } => {
  const context = current.getStore();
  return context ? { requestId: context.requestId } : {};
};
