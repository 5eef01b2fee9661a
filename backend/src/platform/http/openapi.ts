import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

const DESCRIPTION = `
The API of Sikka, the marketplace for rare and old Indian coins.

* **Sessions**: \`POST /api/login\` or \`POST /api/register\` set an HttpOnly cookie \`sid\`; send it with every call.
* **Errors** are always JSON \`{statusCode, message, error}\`; \`message\` is a sentence that names the field at fault.
* **Money** is whole rupees (INR) unless a field says paise.
* **Realtime**: a Socket.IO connection on path \`/socket.io\`, authenticated by the same cookie, receives pushes for its user.
`.trim();

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Sikka API')
    .setDescription(DESCRIPTION)
    .setVersion('1.0.0')
    .addCookieAuth('sid', { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Session cookie set by login or register' }, 'session')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    extraModels: [ErrorResponseDto],
    operationIdFactory: (controllerKey, methodKey) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  for (const path of Object.values(document.paths)) {
    for (const operation of Object.values(path)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      operation.responses['500'] ??= {
        description: 'Unexpected server error (logged with the request id)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } } },
      };
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
