// Development entry: the API server plus Vite in middleware mode (HMR, on-demand transforms, SSR of src/).
// The server's own modules load through Vite too, as the production build compiles them: code both
// sides share reads `import.meta.env` (src/routes.ts), which only Vite defines.
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createServer as createViteServer } from 'vite';
import type * as Security from './http/security';
import type * as PageHandler from './pages/page-handler';
import type { RenderFn } from './pages/page-handler';
import type * as Start from './start';
import type { MountPages } from './start';

// Vite's HMR websocket shares the site's port (CSP connect-src 'self'): upgrades are forwarded to it below
const hmrServer = createHttpServer();
const vite = await createViteServer({
  appType: 'custom',
  server: { middlewareMode: true, hmr: { server: hmrServer } },
});
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { start } = await load<typeof Start>('/server/start.ts');
const { renderPage } = await load<typeof PageHandler>('/server/pages/page-handler.ts');
const { requestNonce } = await load<typeof Security>('/server/http/security.ts');

// paths Vite answers: its client and modules, dependencies, sources, and the files of public/
const VITE_PATH =
  /^\/(@vite\/|@react-refresh|@id\/|@fs\/|node_modules\/|src\/|server\/|fonts\/|images\/|favicon|og-image|logo|robots\.txt)/;

const createDevPages: MountPages = async (deps) => {
  const viteHandled = (req: IncomingMessage, res: ServerResponse) =>
    new Promise<boolean>((resolve) => {
      res.once('finish', () => resolve(true));
      vite.middlewares(req, res, () => resolve(false));
    });

  // Vite's client, the React refresh preamble, each script with this response's nonce
  const devHead = async (url: string, nonce: string) => {
    const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
    const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
    return head.replace(/<script/g, `<script nonce="${nonce}"`);
  };

  return (app) => {
    app.use('*', async (c, next) => {
      const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined;
      if (c.req.method !== 'GET' || !VITE_PATH.test(c.req.path) || !env?.incoming || !env.outgoing)
        return next();
      return (await viteHandled(env.incoming, env.outgoing)) ? RESPONSE_ALREADY_SENT : next();
    });
    app.get('*', async (c) => {
      const { render } = (await vite.ssrLoadModule('/src/render/entry-server.tsx')) as { render: RenderFn };
      const head = await devHead(c.req.path, requestNonce(c));
      try {
        return await renderPage(c, deps, render, () => ({
          entry: '/src/render/entry-client.tsx',
          preload: [],
          head,
        }));
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      }
    });
  };
};

const { server } = await start(createDevPages);
server.on('upgrade', (req, socket, head) => hmrServer.emit('upgrade', req, socket, head));
