// A real WordPress for test/wordpress.test.ts: Debian's `wordpress` package (a copy of
// /usr/share/wordpress with its own wp-config.php, so nothing machine-wide is configured), a MariaDB
// server of its own (a temp datadir, a socket, no TCP), PHP's built-in web server on 127.0.0.1 and
// WordPress's installer run from PHP. Everything lives in one temp folder that stop() removes.
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const WP_SOURCE = process.env.INLAY_WP_DIR ?? '/usr/share/wordpress';

/** What is missing to run a WordPress here (null: nothing). */
export function wordpressMissing(): string | null {
  const need: [string, string][] = [
    [`${WP_SOURCE}/wp-includes/version.php`, 'wordpress'],
    ['/usr/bin/php', 'php-cli'],
    ['/usr/sbin/mariadbd', 'mariadb-server'],
    ['/usr/bin/mariadb-install-db', 'mariadb-server'],
  ];
  const missing = need.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg);
  return missing.length
    ? `apt-get install -y ${[...new Set(missing)].join(' ')} (missing: ${need
        .filter(([f]) => !existsSync(f))
        .map(([f]) => f)
        .join(', ')})`
    : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function until<T>(what: string, fn: () => Promise<T | null | undefined | false>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  let last: unknown;
  while (Date.now() < end) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

export interface WordPress {
  url: string;
  dir: string;
  /** Runs PHP with WordPress loaded (as no user); returns stdout. */
  php(code: string): Promise<string>;
  /** PHP errors and warnings WordPress logged (WP_DEBUG_LOG). */
  debugLog(): string;
  stop(): Promise<void>;
}

/** Starts MariaDB and PHP's server, installs WordPress (admin / admin-pass), an Author (author / author-pass). */
export async function startWordPress(): Promise<WordPress> {
  const tmp = mkdtempSync(join(tmpdir(), 'inlay-wp-'));
  const procs: ChildProcess[] = [];
  const sock = join(tmp, 'mysql.sock');
  const stop = async () => {
    for (const p of procs.reverse()) {
      if (p.exitCode === null && p.pid) {
        const exited = new Promise((r) => p.once('exit', r));
        // Each server is the leader of its own process group (PHP's workers are its children).
        const signal = (s: NodeJS.Signals) => {
          try {
            process.kill(-p.pid!, s);
          } catch {
            p.kill(s);
          }
        };
        signal('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (p.exitCode === null) signal('SIGKILL');
      }
    }
    rmSync(tmp, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  try {
    // MariaDB: its own datadir and socket, no network, as whoever runs the tests (root in CI).
    const user = process.getuid?.() === 0 ? 'root' : (process.env.USER ?? 'nobody');
    // Its own tmpdir too: two servers sharing /tmp clashed on MariaDB's temporary tables.
    mkdirSync(join(tmp, 'dbtmp'));
    await run(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${join(tmp, 'db')}`,
        `--tmpdir=${join(tmp, 'dbtmp')}`,
        `--user=${user}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
      ],
      { timeout: 120_000 },
    );
    const db = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(tmp, 'db')}`,
        `--tmpdir=${join(tmp, 'dbtmp')}`,
        `--socket=${sock}`,
        '--skip-networking',
        `--user=${user}`,
        `--pid-file=${join(tmp, 'db.pid')}`,
        `--log-error=${join(tmp, 'db.err')}`,
        '--innodb-buffer-pool-size=32M',
        '--innodb-log-file-size=8M',
        '--innodb-flush-log-at-trx-commit=0',
        '--skip-log-bin',
        '--performance-schema=OFF',
      ],
      { stdio: 'ignore', detached: true },
    );
    procs.push(db);
    await until(
      'MariaDB',
      async () => {
        if (db.exitCode !== null)
          throw new Error(`mariadbd exited (${db.exitCode}): ${existsSync(join(tmp, 'db.err')) ? readFileSync(join(tmp, 'db.err'), 'utf8').slice(-2000) : ''}`);
        if (!existsSync(sock)) return false;
        await run('mariadb', ['--no-defaults', `--socket=${sock}`, '-uroot', '-e', 'CREATE DATABASE IF NOT EXISTS wp']);
        return true;
      },
      60_000,
    );

    // WordPress: a copy of Debian's (its wp-config.php reads /etc/wordpress; ours is local) with its own wp-content.
    const wp = join(tmp, 'wp');
    // Debian links scripts to its own packages (wp-includes/js/underscore.js → ../../../javascript/…):
    // the copy's links point at the same absolute targets.
    cpSync(WP_SOURCE, wp, { recursive: true, filter: (src) => !/\/(wp-content|wp-config\.php|\.htaccess)$/.test(src) });
    for (const d of ['wp-content/plugins', 'wp-content/uploads', 'wp-content/upgrade']) mkdirSync(join(wp, d), { recursive: true });
    symlinkSync(join(WP_SOURCE, 'wp-content/themes'), join(wp, 'wp-content/themes'));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    writeFileSync(
      join(wp, 'wp-config.php'),
      `<?php
define( 'DB_NAME', 'wp' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', 'localhost:${sock}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map((k, i) => `define( '${k}', 'inlay-test-${i}-${tmp}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${url}' );
define( 'WP_SITEURL', '${url}' );
define( 'WP_CONTENT_DIR', __DIR__ . '/wp-content' );
define( 'WP_CONTENT_URL', '${url}/wp-content' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${join(tmp, 'debug.log')}' );
define( 'WP_DEBUG_DISPLAY', false );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) define( 'ABSPATH', __DIR__ . '/' );
require_once ABSPATH . 'wp-settings.php';
`,
    );
    // Pretty permalinks: what is no file goes to index.php.
    writeFileSync(
      join(tmp, 'router.php'),
      `<?php
$path = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );
if ( '/' !== $path && file_exists( ${JSON.stringify(wp)} . $path ) ) return false;
$_SERVER['SCRIPT_NAME'] = '/index.php';
require ${JSON.stringify(wp)} . '/index.php';
`,
    );
    const phpFile = (code: string) => {
      const f = join(tmp, `cli-${Math.random().toString(36).slice(2)}.php`);
      writeFileSync(
        f,
        `<?php
$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_NAME'] = '127.0.0.1';
$_SERVER['REQUEST_METHOD'] = 'GET';
${code}`,
      );
      return f;
    };
    const php = async (code: string) => {
      const f = phpFile(`require ${JSON.stringify(join(wp, 'wp-load.php'))};\n${code}`);
      try {
        const { stdout } = await run('php', ['-d', 'display_errors=stderr', f], { timeout: 120_000, maxBuffer: 32 * 1024 * 1024 });
        return stdout;
      } catch (e) {
        const err = e as { stdout?: string; stderr?: string; message: string };
        throw new Error(`PHP failed: ${err.message}\n${err.stdout ?? ''}\n${err.stderr ?? ''}`, { cause: e });
      } finally {
        rmSync(f, { force: true });
      }
    };
    // The installer, as wp-admin/install.php runs it.
    const install = phpFile(`define( 'WP_INSTALLING', true );
require ${JSON.stringify(join(wp, 'wp-load.php'))};
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$r = wp_install( 'Inlay test site', 'admin', 'admin@example.com', true, '', 'admin-pass' );
echo is_wp_error( $r ) ? 'ERROR ' . $r->get_error_message() : 'installed';`);
    const { stdout } = await run('php', [install], { timeout: 120_000 });
    if (!stdout.includes('installed')) throw new Error(`wp_install failed: ${stdout}`);
    await php(`update_option( 'permalink_structure', '/%postname%/' );
wp_insert_user( array( 'user_login' => 'author', 'user_pass' => 'author-pass', 'user_email' => 'author@example.com', 'role' => 'author' ) );`);

    const server = spawn('php', ['-S', `127.0.0.1:${port}`, '-t', wp, join(tmp, 'router.php')], {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    procs.push(server);
    await until('PHP server', async () => {
      if (server.exitCode !== null) throw new Error(`php -S exited (${server.exitCode})`);
      return (await fetch(`${url}/wp-login.php`)).ok;
    });
    return {
      url,
      dir: wp,
      php,
      debugLog: () => (existsSync(join(tmp, 'debug.log')) ? readFileSync(join(tmp, 'debug.log'), 'utf8') : ''),
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/**
 * Installs a plugin zip the way Plugins → Add New → Upload does (WordPress's Plugin_Upgrader), then
 * activates it as the admin. Throws with WordPress's own messages when either step fails.
 */
export async function installPlugin(wp: WordPress, zip: string, plugin = 'inlay/inlay.php'): Promise<void> {
  const quoted = (text: string) => `base64_decode( '${Buffer.from(text, 'utf8').toString('base64')}' )`;
  const out = await wp.php(`
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/misc.php';
wp_set_current_user( 1 );
$upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
$installed = $upgrader->install( ${quoted(zip)} );
if ( true !== $installed ) { echo 'INSTALL FAILED '; var_dump( $installed, $upgrader->skin->get_upgrade_messages() ); exit; }
$activated = activate_plugin( ${quoted(plugin)} );
echo is_wp_error( $activated ) ? 'ACTIVATE FAILED ' . $activated->get_error_message() : 'active';`);
  if (!out.trimEnd().endsWith('active')) throw new Error(`installing ${zip}: ${out.trim().slice(0, 2000)}`);
}
