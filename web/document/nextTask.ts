// Ends the current task and resolves in a new one, so that two pieces of start-up
// work (creating the router, hydrating the document) are two tasks of the main
// thread rather than one long one that a tap would wait for. scheduler.yield()
// where the browser has it (it resumes ahead of other queued work); a message to
// ourselves elsewhere (setTimeout(0) would be clamped after nesting).
interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
};
