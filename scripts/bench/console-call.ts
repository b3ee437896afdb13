import http from 'node:http';

/** The console's host (CONSOLE_HOST's default): its API answers on no other. */
export const CONSOLE_HOST = 'betrieb.localhost';

/**
 * One call to the portal's console API on 127.0.0.1 with the console's Host header. Not `fetch`:
 * it sends the URL's host whatever the headers say, and the console API answers 404 elsewhere.
 */
export function consoleCall(
  port: number,
  request: { method: string; path: string; body?: string | undefined },
  token: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.path,
        headers: {
          host: `${CONSOLE_HOST}:${port}`,
          authorization: `Bearer ${token}`,
          'accept-language': 'de',
          ...(request.body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}
