// The contract's text rule (contract/src/text.ts) at the edge: path parameters and query strings
// are one-line text, bodies multi-line, whatever their type (JSON, form) and whether or not a
// schema names their fields. A refused value is a 400 VALIDATION_FAILED naming it before any route
// runs — before an export starts streaming, before PostgreSQL sees a NUL. Multipart fields are
// read by the route as they stream, so readFileParts applies the rule there.
import { refusedTextPath, TEXT_REFUSED_MESSAGE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.ts';

/** Must be installed before any route is added, so that every route gets the hook. */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const path =
      refusedTextPath(request.params, 'one-line') ??
      refusedTextPath(request.query, 'one-line') ??
      refusedTextPath(request.body, 'multi-line');
    done(path === null ? undefined : new ValidationError([{ path, message: TEXT_REFUSED_MESSAGE }]));
  });
}
