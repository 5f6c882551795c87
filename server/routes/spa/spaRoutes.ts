import { readFile, stat } from 'node:fs/promises';
import { join, normalize, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isPublicPagePath, publicPageHeading } from '../../../contract/publicPages';
import { ApiError, notFound } from '../../http/ApiError';
import { appShell, type ShellPage } from './appShell';
import { screenOfPath } from './screenOfPath';

const NOT_THE_SPA = /^\/(api|socket\.io)(\/|$)/;

const runtimeConfig = z.object({
  apiUrl: z.string(),
  socketUrl: z.string(),
  title: z.string(),
  banner: z.string(),
});

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The file under `root` a URL path names, or undefined when it would leave `root`. */
function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const rel = normalize(decoded).replace(/^([/\\])+/, '');
  const full = join(root, rel);
  return relative(root, full).split(sep)[0] === '..' ? undefined : rel;
}

/**
 * The dashboard itself: its built files, `GET /config.json` from the environment, and index.html for every
 * other GET outside /api and /socket.io, so reloads and pasted links land on the right page.
 */
export async function spaRoutes(app: FastifyInstance): Promise<void> {
  const root = app.config.distDir;
  // The build writes .br and .gz beside each text file (scripts/vite/precompress.ts): sent as the browser accepts.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/config.json',
    { schema: { response: { 200: runtimeConfig } }, config: { access: 'public' } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        apiUrl: app.config.apiUrl,
        socketUrl: app.config.socketUrl,
        title: app.config.dashboardTitle,
        banner: app.config.dashboardBanner,
      };
    },
  );

  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const [path = '/', query = ''] = request.url.split('?');
    if (NOT_THE_SPA.test(path)) throw notFound(`The route GET ${path}`);
    const rel = fileFor(root, path);
    if (rel && (await isFile(join(root, rel)))) {
      const hashed = rel.startsWith(`assets${sep}`) || rel.startsWith('assets/');
      return reply.sendFile(rel, { immutable: hashed, maxAge: hashed ? '365d' : 0 });
    }
    if (path.startsWith('/assets/')) throw notFound(`The file ${path}`);
    // Read on each request: a rebuild replaces it while the server runs.
    const indexHtml = await readFile(join(root, 'index.html'), 'utf8').catch(() => {
      throw new ApiError(404, 'NOT_FOUND', `The dashboard is not built in ${root}; run npm run build.`);
    });
    const text = { title: app.config.dashboardTitle, banner: app.config.dashboardBanner };
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const page: ShellPage = isPublicPagePath(path)
      ? { signedIn: false, heading: publicPageHeading(path, query), loginForm: path === '/login' }
      : { signedIn: true, screen: screenOfPath(path) };
    return appShell(indexHtml, text, page);
  });
}
