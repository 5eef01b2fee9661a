import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { OperationObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { ErrorResponseDto } from './error-response.dto';

const DESCRIPTION = `
The API of Sikka, the marketplace for rare and old Indian coins.

* **Sessions**: \`POST /api/login\` or \`POST /api/register\` set an HttpOnly cookie \`sid\`; send it with every call.
* **Errors** are always JSON \`{statusCode, message, error}\`; \`message\` is a sentence that names the field at fault.
* **Money** is whole rupees (INR) unless a field says paise.
* **Realtime**: a Socket.IO connection on path \`/socket.io\`, authenticated by the same cookie, receives pushes for its user.
`.trim();

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } };

/**
 * What every operation shares, added where its decorators say nothing:
 * - `security: []` on the public ones (the session guards' decorators name the `session` cookie scheme
 *   on every other one), so a consumer reads from each operation whether it needs a sign-in;
 * - a 400, since any call can carry a body the platform refuses before the route runs (malformed
 *   or too deeply nested JSON), and a 500.
 */
function completeOperation(operation: OperationObject): void {
  operation.security ??= [];
  operation.responses['400'] ??= { description: 'The request cannot be read (for example a malformed JSON body)', content: ERROR_CONTENT };
  operation.responses['500'] ??= { description: 'Unexpected server error (logged with the request id)', content: ERROR_CONTENT };
}

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Sikka API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0.0')
    // Relative URLs resolve against the server below (OpenAPI 3.0 "Relative References in URLs").
    .setLicense('Proprietary: use under the terms of use', '/terms')
    // Relative, so the calls go to whichever host serves the document.
    .addServer('/', 'The server that serves this document')
    .addCookieAuth('sid', { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Session cookie set by login or register' }, 'session')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponseDto],
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      completeOperation(operation as OperationObject);
    }
  }
  return document;
}

export function mountOpenApi(app: INestApplication): OpenAPIObject {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Sikka API',
    swaggerOptions: { persistAuthorization: true, withCredentials: true },
  });
  return document;
}
