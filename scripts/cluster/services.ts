/**
 * The services `npm run cluster` starts (scripts/cluster.ts), each from Debian's packages or npm, in the foreground
 * of this process: each returns how to stop it.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { parseMime, textOf } from '../../tests/api/support/mime';
import { NGINX_TEMP_DIRS, nginxBinary, nginxPreamble } from '../bench-nginx';

export type Service = { name: string; stop(): void };

/**
 * A child that, when it ends before we stop it, ends the whole cluster (half a topology tests nothing), or, with
 * `restart`, is started again a second later, as a process manager would.
 */
export function run(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  { restart = false, cwd }: { restart?: boolean; cwd?: string } = {},
): Service {
  let child: ChildProcess;
  let stopped = false;
  const start = () => {
    child = spawn(command, args, { env, cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code, signal) => {
      if (stopped) return;
      if (restart) {
        console.error(`[cluster] ${name} stopped (${signal ?? code}); starting it again`);
        setTimeout(start, 1_000);
        return;
      }
      console.error(`[cluster] ${name} stopped (${signal ?? code}); stopping everything`);
      process.kill(process.pid, 'SIGTERM');
    });
  };
  start();
  return {
    name,
    stop() {
      stopped = true;
      child.kill('SIGTERM');
    },
  };
}

/** Debian's PostgreSQL cluster, with a fresh database for this run (scripts/postgres-database.sh). */
export function postgresDatabase(database: string): { url: string; port: number; role: string; password: string } {
  const script = `source scripts/postgres-database.sh >&2 && echo "$POSTGRES_URL $port"`;
  const role = 'studio_cluster';
  const password = 'studio_cluster';
  const env = { ...process.env, PGTEST_ROLE: role, PGTEST_PASSWORD: password, PGTEST_DATABASE: database };
  const result = spawnSync('bash', ['-c', script], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (result.status !== 0) throw new Error('[cluster] PostgreSQL could not be prepared');
  const [url, port] = result.stdout.trim().split(' ');
  return { url: url ?? '', port: Number(port), role, password };
}

/** PgBouncer in transaction mode, as Neon's and most hosted poolers run, in front of `database`. */
export function pgbouncer(
  dir: string,
  listen: number,
  db: { port: number; role: string; password: string; name: string },
): Service {
  mkdirSync(dir, { recursive: true });
  const ini = path.join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    `[databases]
${db.name} = host=127.0.0.1 port=${db.port} dbname=${db.name} user=${db.role} password=${db.password}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${listen}
unix_socket_dir =
auth_type = trust
auth_file = ${dir}/userlist.txt
pool_mode = transaction
default_pool_size = 20
max_client_conn = 400
ignore_startup_parameters = extra_float_digits,options
log_connections = 0
log_disconnections = 0
`,
  );
  writeFileSync(path.join(dir, 'userlist.txt'), `"${db.role}" "${db.password}"\n`);
  const binary = spawnSync('sh', ['-c', 'command -v pgbouncer || echo /usr/sbin/pgbouncer'], { encoding: 'utf8' });
  // PgBouncer refuses to run as root. setpriv, not su: su answers SIGTERM by killing its whole process group, which
  // took the shell that started the check down with it.
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
    const as = ['--reuid', String(uid), '--regid', String(gid), '--clear-groups'];
    return run('PgBouncer', 'setpriv', [...as, binary.stdout.trim(), ini]);
  }
  return run('PgBouncer', binary.stdout.trim(), [ini]);
}

function userIds(name: string): { uid: number; gid: number } {
  const [uid, gid] = spawnSync('sh', ['-c', `id -u ${name}; id -g ${name}`], { encoding: 'utf8' })
    .stdout.trim()
    .split('\n')
    .map(Number);
  return { uid: uid ?? 0, gid: gid ?? 0 };
}

export const redis = (port: number, dir: string): Service =>
  run('Redis', 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--dir', dir]);

export function s3(port: number, dir: string, bucket: string): Service {
  mkdirSync(dir, { recursive: true });
  const args = ['node_modules/s3rver/bin/s3rver.js', '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent'];
  return run('S3 stand-in', process.execPath, [...args, '--configure-bucket', bucket]);
}

export type SinkMail = { from: string; to: string[]; subject: string; at: string; text: string };

/** An SMTP sink that keeps what it receives, and lists it as JSON over HTTP (GET /messages; DELETE to empty it). */
export async function smtpSink(smtpPort: number, httpPort: number): Promise<Service> {
  const mails: SinkMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const message = parseMime(raw);
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        mails.push({
          from,
          to: session.envelope.rcptTo.map((to) => to.address),
          subject: message.subject,
          at: new Date().toISOString(),
          text: textOf(message),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const http = createServer((req, res) => {
    if (req.method === 'DELETE') mails.length = 0;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => http.listen(httpPort, '127.0.0.1', resolve));
  return {
    name: 'SMTP sink',
    stop() {
      smtp.close(() => undefined);
      http.close();
    },
  };
}

/**
 * nginx balancing the instances, compressing with brotli, and keeping in its cache what the answers allow by their
 * s-maxage. Documents are not kept: nginx cannot be told which ones an edit changed (Vercel's CDN can), so they come
 * from Next's cache in Redis, which both instances share and an edit expires at once.
 */
export function nginx(dir: string, listen: number, upstreams: number[]): Service {
  for (const name of [...NGINX_TEMP_DIRS, 'cache']) mkdirSync(path.join(dir, name), { recursive: true });
  const config = path.join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `${nginxPreamble(dir)}
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=site:10m max_size=512m inactive=1h use_temp_path=off;
  map $upstream_http_content_type $document { ~^text/html 1; ~^text/x-component 1; default 0; }
  upstream site { ${upstreams.map((port) => `server 127.0.0.1:${port};`).join(' ')} keepalive 32; }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Accept-Encoding "";
      proxy_cache site;
      proxy_no_cache $document;
      proxy_cache_revalidate on;
      add_header X-Cache-Status $upstream_cache_status always;
      # An instance that is gone: reading requests go to the other one; a write is never sent twice.
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
    }
  }
}
`,
  );
  const binary = nginxBinary();
  const flags = ['-p', dir, '-c', config, '-g', 'daemon off; user root;'];
  const checked = spawnSync(binary, ['-t', '-q', ...flags], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`nginx refused its configuration:\n${checked.stderr}`);
  return run('nginx', binary, flags);
}
