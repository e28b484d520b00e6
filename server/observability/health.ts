// GET /healthz: the process answers (liveness). GET /readyz: it should get
// readers (readiness): listening, not shutting down, and either the content API
// reachable (its circuit is not open) or the caches holding something to answer.
import type { Request, Response } from 'express';

export interface ReadinessProbe {
  readonly draining: () => boolean;
  readonly upstreamOpen: () => boolean;
  readonly cachesWarm: () => boolean;
}

const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export const healthz = (_req: Request, res: Response): void => void res.set(NO_STORE).json({ status: 'ok' });

export const createReadyz = (probe: ReadinessProbe) => (_req: Request, res: Response): void => {
  if (probe.draining()) {
    res.status(503).set(NO_STORE).json({ status: 'shutting down' });
    return;
  }
  if (probe.upstreamOpen() && !probe.cachesWarm()) {
    res.status(503).set(NO_STORE).json({ status: 'content API unreachable and nothing cached' });
    return;
  }
  res.set(NO_STORE).json({ status: 'ready' });
};
