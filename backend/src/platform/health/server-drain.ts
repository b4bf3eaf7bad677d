import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Whether this server is shutting down. From SIGTERM on it reports not ready (so the load balancer
 * stops sending new work) while it still answers what arrives; see main.ts for the sequence.
 */
@Injectable()
export class ServerDrain {
  private drainingSince: number | null = null;

  get isDraining(): boolean {
    return this.drainingSince !== null;
  }

  begin(): void {
    this.drainingSince ??= Date.now();
  }
}

/**
 * While draining, every response tells a keep-alive client to open its next request elsewhere
 * (`Connection: close`), so no client sends on a connection the server is about to close.
 */
export function closeConnectionsWhileDraining(drain: ServerDrain) {
  return (_request: Request, response: Response, next: NextFunction): void => {
    if (drain.isDraining) response.setHeader('Connection', 'close');
    next();
  };
}
