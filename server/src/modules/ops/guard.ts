import type { OpsArea } from '@dropforge/shared/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http';
import type { Actor } from './audit';
import { mayUse, type Operators, type SignedIn } from './operators';

const signedIn = new WeakMap<FastifyRequest, SignedIn>();

const bearerOf = (req: FastifyRequest) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * The console's gate, a preHandler per route: an operator session (never a player's: the tokens live in different
 * tables) whose role covers `area`. Cookies are not read, so a hostile page cannot act through an operator's browser.
 */
export function guard(operators: Operators, area?: OpsArea) {
  return async (req: FastifyRequest) => {
    const op = await operators.signedIn(bearerOf(req));
    if (!op) throw new AppError('ops_not_logged_in');
    if (area && !mayUse(op, area)) throw new AppError('ops_forbidden');
    signedIn.set(req, op);
  };
}

export function operatorOf(req: FastifyRequest): SignedIn {
  const op = signedIn.get(req);
  if (!op) throw new Error(`operatorOf on ${req.url}, a route without the console's guard`);
  return op;
}

export const actorOf = (req: FastifyRequest): Actor => {
  const op = operatorOf(req);
  return { id: op.id, email: op.email, ip: req.ip };
};
