// The OpenAPI document, generated from the zod route schemas, served to administrators only.
import swagger from '@fastify/swagger';
import { openApiEndpoint } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Access } from '../access/access.ts';
import { route } from './route.ts';

function describeAccess(access: Access | undefined): string {
  if (access === undefined || access === 'public') return 'public';
  if (access === 'session') return 'signed-in users';
  if (access === 'registrant') return 'signed-in users, registrants awaiting review included';
  const parts = [
    access.authority && `authority ${[access.authority].flat().join(' or ')}`,
    access.types && `org type ${access.types.join(' or ')}`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** Must be installed before any route is added, so the document sees them all. */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Listing service portal API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'PORTAL_SESSION' } } },
    },
    transform: (document) => {
      const { route, url } = document;
      // Only the API belongs in the document; the web app's static routes do not.
      if (!url.startsWith('/console')) return { schema: { hide: true } as object, url };
      const transformed = jsonSchemaTransform(document);
      const access = route.config?.access;
      const schema = (transformed.schema ?? {}) as Record<string, unknown>;
      transformed.schema = schema;
      schema['x-access'] = describeAccess(access);
      if (access !== 'public') schema.security = [{ session: [] }];
      return transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });
}

export function openApiRoutes(app: FastifyInstance): void {
  route(app, openApiEndpoint, {
    config: { access: { authority: 'ADMIN' } },
    tags: ['management'],
    handler: async () => app.swagger() as z.input<typeof openApiEndpoint.response>,
  });
}
