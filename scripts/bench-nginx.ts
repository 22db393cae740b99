/**
 * The Vercel-like way of serving for `npm run bench` and `npm run load`: Debian's nginx in front of plain `next start`,
 * compressing with brotli (or gzip) itself, as Vercel's CDN does. Next is asked for identity, so nginx compresses.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BARE_DIR, REPO, startServer, stopServer, type Server } from './bench-servers';
import type { Way } from './bench-table';

export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
export const COMPRESSED_TYPES = 'text/css application/javascript application/json image/svg+xml text/plain text/xml';

/** One public port in front of one upstream port, both on the loopback interface. */
export type Route = { listen: number; upstream: number };
export type Nginx = { process: ChildProcess; dir: string };

export function nginxBinary(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error('nginx is not installed: apt-get install -y nginx libnginx-mod-http-brotli-filter');
  if (!existsSync(BROTLI_MODULE))
    throw new Error('nginx has no brotli: apt-get install -y libnginx-mod-http-brotli-filter');
  return found.split('\n')[0] ?? 'nginx';
}

/** The configuration: localhost on IPv4 and IPv6 (Chromium may try either), no access log, no cache. */
export function nginxConfig(dir: string, routes: Route[]): string {
  const servers = routes.map(
    ({ listen, upstream }) => `
  upstream next_${upstream} { server 127.0.0.1:${upstream}; keepalive 16; }
  server {
    listen 127.0.0.1:${listen};
    listen [::1]:${listen};
    location / {
      proxy_pass http://next_${upstream};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Accept-Encoding "";
    }
  }`,
  );
  return `${nginxPreamble(dir)}
${servers.join('\n')}
}
`;
}

export const NGINX_TEMP_DIRS = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'];

/** Everything before the servers, the http block left open: one worker, files under `dir`, gzip and brotli. */
export function nginxPreamble(dir: string): string {
  return `load_module ${BROTLI_MODULE};
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
${NGINX_TEMP_DIRS.map((name) => `  ${name}_temp_path ${dir}/${name};`).join('\n')}
  gzip on; gzip_proxied any; gzip_comp_level 5; gzip_vary on; gzip_types ${COMPRESSED_TYPES};
  brotli on; brotli_comp_level 5; brotli_types ${COMPRESSED_TYPES};`;
}

/** Starts nginx in the foreground with its own prefix folder; `stopNginx` ends it and removes the folder. */
export function startNginx(routes: Route[]): Nginx {
  const binary = nginxBinary();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  for (const name of NGINX_TEMP_DIRS) mkdirSync(path.join(dir, name));
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, routes));
  const checked = spawnSync(binary, ['-t', '-q', '-p', dir, '-c', config, '-g', 'daemon off; user root;'], {
    encoding: 'utf8',
  });
  if (checked.status !== 0) throw new Error(`nginx refused its configuration:\n${checked.stderr}`);
  const child = spawn(binary, ['-p', dir, '-c', config, '-g', 'daemon off; user root;'], { stdio: 'inherit' });
  child.on('exit', (code) => {
    console.error(`nginx stopped (exit code ${code}); the results are not valid.`);
    process.exit(1);
  });
  return { process: child, dir };
}

export function stopNginx(nginx: Nginx | undefined): void {
  if (!nginx) return;
  nginx.process.removeAllListeners('exit');
  nginx.process.kill('SIGQUIT');
  rmSync(nginx.dir, { recursive: true, force: true });
}

export type Served = { site: Server; bare: Server; nginx?: Nginx };

/**
 * The site on `port` and the bare page on `port + 1`, one way: by `npm start` and plain `next start`; or both by
 * `next start` (upstreams on `port + 10` and `port + 11`) behind nginx, which appends the client to X-Forwarded-For.
 * Without a host, `npm start` listens on every interface (reached as localhost).
 */
export function serveWay(
  way: Way,
  port: number,
  env: NodeJS.ProcessEnv,
  bareEnv: NodeJS.ProcessEnv,
  host?: string,
): Served {
  if (way === 'npm-start') {
    return {
      site: startServer('site', undefined, port, env, host),
      bare: startServer('bare page', BARE_DIR, port + 1, bareEnv, host),
    };
  }
  return {
    site: startServer('site', REPO, port + 10, { ...env, TRUST_PROXY_HOPS: '1' }, '127.0.0.1'),
    bare: startServer('bare page', BARE_DIR, port + 11, bareEnv, '127.0.0.1'),
    nginx: startNginx([
      { listen: port, upstream: port + 10 },
      { listen: port + 1, upstream: port + 11 },
    ]),
  };
}

export function stopWay(served: Served | undefined): void {
  stopNginx(served?.nginx);
  stopServer(served?.site);
  stopServer(served?.bare);
}
