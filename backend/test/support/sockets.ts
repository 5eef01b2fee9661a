import { io, Socket } from 'socket.io-client';
import type { Person } from './people';
import type { TestApp } from './test-app';

/**
 * A Socket.IO client of the listening test app, signed in as `who` by its cookie, once connected. It is
 * added to `opened`, which the file disconnects after its tests.
 */
export async function connectedSocket(t: TestApp, who: Person, opened: Socket[]): Promise<Socket> {
  const socket = io(t.url!, { path: '/socket.io', transports: ['websocket'], reconnection: false, extraHeaders: { Cookie: who.cookie } });
  opened.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}
