// A Hugo-like site as `hugo` with a typical blog theme (PaperMod-style markup) writes it: posts under
// /posts/<slug>/ with Goldmark heading ids and a table of contents, a /docs/ section with a sidebar menu,
// the home page and /posts/ list with summaries and /page/N/ pagination, taxonomy term pages
// (/tags/<t>/, /categories/<c>/) and taxonomy lists (/tags/), alias redirect pages (noindex + refresh +
// canonical), a 404 page, and the "Share this post" / "Related posts" / reading-time chrome on every post.
// Deterministic, so the judged queries in hugo.queries.json stay valid.
//   node bench/relevance/hugo-site.mjs <out-dir>
import { mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const SITE = 'https://fieldnotes.example';
const NAME = 'Field Notes';

// [section, slug, title, date, tags, summary, sections: [h2 or 'h3:…', text][], aliases]
export const PAGES = [
  [
    'posts',
    'git-rebase-interactive',
    'Interactive rebase without fear',
    '2025-01-08',
    ['git'],
    'Squash, reorder and reword commits with git rebase -i, and how to get back when it goes wrong.',
    [
      [
        'Starting an interactive rebase',
        'Run git rebase -i HEAD~5 to edit the last five commits. Git opens the todo list in your editor, one line per commit, oldest first.',
      ],
      [
        'h3:Squash and fixup',
        'Change pick to squash to fold a commit into the one above and edit the combined message; fixup does the same but keeps only the first message.',
      ],
      ['h3:Reword', 'reword stops to let you change a commit message without touching its content.'],
      [
        'Recovering with the reflog',
        'If a rebase went wrong, git reflog lists every position HEAD has been at. git reset --hard HEAD@{3} takes you back to where you were before.',
      ],
    ],
    ['/2025/01/git-rebase/'],
  ],
  [
    'posts',
    'git-bisect',
    'Finding the commit that broke it with git bisect',
    '2025-01-22',
    ['git', 'debugging'],
    'Binary search through history to find the first bad commit.',
    [
      ['Manual bisect', 'Mark a known good and a known bad commit with git bisect good and git bisect bad; git checks out the midpoint for you to test.'],
      ['Automating with bisect run', 'git bisect run npm test runs a script at every step; exit code 125 means skip this commit.'],
    ],
    [],
  ],
  [
    'posts',
    'docker-multi-stage-builds',
    'Smaller images with Docker multi-stage builds',
    '2025-02-05',
    ['docker', 'containers'],
    'Build in one stage, copy only the artefacts into a slim runtime image.',
    [
      [
        'The builder stage',
        'FROM node:20 AS builder installs dev dependencies and runs the build. Nothing from this stage ends up in the final image unless you copy it.',
      ],
      ['COPY --from', 'COPY --from=builder /app/dist /usr/share/nginx/html copies the built files into the runtime stage.'],
      [
        'Layer caching',
        'Copy package.json and the lockfile first and run npm ci before copying the source, so dependency layers are reused when only code changes.',
      ],
    ],
    [],
  ],
  [
    'posts',
    'docker-compose-healthcheck',
    'Docker Compose healthchecks and depends_on',
    '2025-02-19',
    ['docker', 'compose'],
    'Start the app only when the database is actually ready.',
    [
      [
        'Defining a healthcheck',
        'healthcheck: test: ["CMD", "pg_isready", "-U", "postgres"] with interval and retries tells Compose when the container is healthy.',
      ],
      [
        'depends_on with condition',
        'depends_on: db: condition: service_healthy makes the app wait for the healthcheck rather than for the container to start.',
      ],
    ],
    [],
  ],
  [
    'posts',
    'nginx-reverse-proxy',
    'Nginx as a reverse proxy for a Node app',
    '2025-03-05',
    ['nginx', 'web server'],
    'proxy_pass, the headers you need, and WebSockets.',
    [
      [
        'proxy_pass basics',
        'location / { proxy_pass http://127.0.0.1:3000; } forwards requests. Set proxy_set_header Host $host and X-Forwarded-For so the app sees the real client.',
      ],
      [
        'WebSocket upgrade',
        'WebSockets need proxy_http_version 1.1 and the Upgrade and Connection headers passed through, or connections drop after the handshake.',
      ],
      ['Timeouts', 'proxy_read_timeout defaults to 60 seconds; long polling needs more.'],
    ],
    [],
  ],
  [
    'posts',
    'lets-encrypt-certbot',
    'HTTPS with Let’s Encrypt and certbot',
    '2025-03-19',
    ['tls', 'nginx'],
    'Free certificates, automatic renewal, and the HTTP-01 challenge.',
    [
      ['Getting a certificate', 'certbot --nginx -d example.org edits the server block and installs the certificate.'],
      [
        'Renewal timer',
        'Certificates expire after 90 days. The certbot systemd timer runs twice a day; certbot renew --dry-run checks that renewal will work.',
      ],
    ],
    [],
  ],
  [
    'posts',
    'systemd-service-unit',
    'Writing a systemd service unit',
    '2025-04-02',
    ['linux', 'systemd'],
    'Run your app as a service that restarts on failure.',
    [
      ['A minimal unit file', 'Put the unit in /etc/systemd/system/app.service with ExecStart, User and WorkingDirectory, then systemctl daemon-reload.'],
      ['Restart policies', 'Restart=on-failure with RestartSec=5 restarts a crashed service after five seconds.'],
      ['Reading logs with journalctl', 'journalctl -u app -f follows the service log; --since today limits it.'],
    ],
    ['/systemd/'],
  ],
  [
    'posts',
    'ssh-config-tips',
    'Ten ~/.ssh/config tips',
    '2025-04-16',
    ['ssh', 'linux'],
    'Host aliases, jump hosts, multiplexing.',
    [
      ['Host aliases', 'A Host block with HostName, User and IdentityFile lets you type ssh web instead of the full command.'],
      ['ProxyJump', 'ProxyJump bastion connects through a jump host in one step.'],
      ['ControlMaster multiplexing', 'ControlMaster auto with ControlPath and ControlPersist 10m reuses one connection for every session to the same host.'],
    ],
    [],
  ],
  [
    'posts',
    'postgres-explain-analyze',
    'Reading EXPLAIN ANALYZE output',
    '2025-04-30',
    ['postgresql', 'databases', 'performance'],
    'Seq scans, index scans, and where the time goes.',
    [
      ['Estimated versus actual rows', 'A large gap between rows= estimates and actual rows means stale statistics; run ANALYZE on the table.'],
      ['Seq Scan or Index Scan', 'A sequential scan is not always bad: on small tables or when most rows match it is faster than an index.'],
      ['BUFFERS', 'EXPLAIN (ANALYZE, BUFFERS) shows shared hits and reads, which tells you whether the data came from cache.'],
    ],
    [],
  ],
  [
    'posts',
    'postgres-connection-pooling',
    'Connection pooling with PgBouncer',
    '2025-05-14',
    ['postgresql', 'databases'],
    'Why every Postgres connection costs memory, and transaction pooling.',
    [
      [
        'Pool modes',
        'Session pooling keeps a server connection per client; transaction pooling returns it after each transaction, which breaks prepared statements and SET.',
      ],
      ['max_connections', 'Keep max_connections on the server low and let PgBouncer multiplex hundreds of clients onto a few dozen connections.'],
    ],
    [],
  ],
  [
    'posts',
    'python-virtualenv',
    'Python virtual environments, explained',
    '2025-05-28',
    ['python'],
    'venv, pip, and why you should never sudo pip install.',
    [
      ['Creating a venv', 'python3 -m venv .venv creates an isolated environment; source .venv/bin/activate puts its python and pip first on PATH.'],
      ['requirements.txt and pip freeze', 'pip freeze > requirements.txt pins exact versions; pip install -r requirements.txt recreates the environment.'],
    ],
    [],
  ],
  [
    'posts',
    'python-asyncio-intro',
    'A gentle introduction to asyncio',
    '2025-06-11',
    ['python', 'concurrency'],
    'Coroutines, the event loop, and gather.',
    [
      ['async and await', 'async def defines a coroutine; await suspends it until the awaited thing is done, letting the event loop run other tasks.'],
      ['Running tasks concurrently with gather', 'asyncio.gather(fetch(a), fetch(b)) runs both coroutines concurrently and returns their results in order.'],
      ['Timeouts', 'asyncio.wait_for(coro, timeout=5) cancels the coroutine if it takes longer than five seconds.'],
    ],
    [],
  ],
  [
    'posts',
    'regex-lookahead',
    'Regex lookahead and lookbehind',
    '2025-06-25',
    ['regex'],
    'Zero-width assertions for matching without consuming.',
    [
      ['Positive lookahead', 'foo(?=bar) matches foo only when it is followed by bar, without including bar in the match.'],
      ['Negative lookbehind', '(?<!\\$)\\d+ matches numbers not preceded by a dollar sign.'],
    ],
    [],
  ],
  [
    'posts',
    'css-grid-layout',
    'CSS Grid for page layouts',
    '2025-07-09',
    ['css', 'frontend'],
    'grid-template-areas, fr units and minmax.',
    [
      ['grid-template-areas', 'Name areas such as header, sidebar and main, then place children with grid-area. The layout reads like a picture of the page.'],
      ['The fr unit and minmax', 'grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)) makes a responsive card grid without media queries.'],
    ],
    [],
  ],
  [
    'posts',
    'css-container-queries',
    'Container queries in practice',
    '2025-07-23',
    ['css', 'frontend'],
    'Components that respond to their container, not the viewport.',
    [['container-type', 'Set container-type: inline-size on the parent, then use @container (min-width: 400px) in the child’s styles.']],
    [],
  ],
  [
    'posts',
    'javascript-debounce-throttle',
    'Debounce versus throttle in JavaScript',
    '2025-08-06',
    ['javascript', 'frontend', 'performance'],
    'Two ways to rate-limit event handlers.',
    [
      ['Debounce', 'A debounced function runs only after the events stop for a given delay, which suits search-as-you-type.'],
      ['Throttle', 'A throttled function runs at most once per interval, which suits scroll and resize handlers.'],
    ],
    [],
  ],
  [
    'posts',
    'web-accessibility-focus',
    'Managing focus in single-page apps',
    '2025-08-20',
    ['accessibility', 'frontend'],
    'Route changes, modals and focus traps.',
    [
      [
        'Focus after navigation',
        'After a client-side route change, move focus to the new page’s h1 (with tabindex="-1") so screen reader users know the page changed.',
      ],
      [
        'Modal focus trap',
        'A modal dialog keeps Tab inside itself and returns focus to the button that opened it when closed. The native dialog element does this with showModal().',
      ],
    ],
    [],
  ],
  [
    'posts',
    'rust-ownership-notes',
    'Notes on Rust ownership for JavaScript developers',
    '2025-09-03',
    ['rust'],
    'Moves, borrows and the borrow checker.',
    [
      [
        'Move semantics',
        'Assigning a String to another variable moves it; the first variable can no longer be used. Integers are Copy and are duplicated instead.',
      ],
      ['Borrowing', 'A &T reference borrows without taking ownership; only one &mut T may exist at a time.'],
    ],
    [],
  ],
  [
    'posts',
    'kubernetes-liveness-readiness',
    'Kubernetes liveness and readiness probes',
    '2025-09-17',
    ['kubernetes', 'containers'],
    'Which probe restarts the pod and which removes it from the service.',
    [
      [
        'Liveness probe',
        'A failing livenessProbe makes the kubelet restart the container. Do not check dependencies here or an outage of the database restarts every pod.',
      ],
      ['Readiness probe', 'A failing readinessProbe removes the pod from the Service endpoints until it passes again.'],
    ],
    [],
  ],
  [
    'posts',
    'terraform-state',
    'Terraform remote state and locking',
    '2025-10-01',
    ['terraform', 'infrastructure'],
    'Keep state in a bucket and lock it.',
    [
      ['Remote backend', 'A backend "s3" block stores terraform.tfstate in a bucket so the whole team shares it.'],
      ['State locking', 'A DynamoDB table for locks stops two terraform apply runs from corrupting the state at the same time.'],
    ],
    [],
  ],
  [
    'posts',
    'bash-strict-mode',
    'Bash strict mode: set -euo pipefail',
    '2025-10-15',
    ['bash', 'linux'],
    'Make shell scripts fail early.',
    [
      ['set -e', 'set -e exits on the first failing command, except in conditions and pipelines.'],
      ['pipefail', 'set -o pipefail makes a pipeline fail when any command in it fails, not only the last.'],
      ['Traps for cleanup', 'trap cleanup EXIT runs a function whenever the script exits, to remove temporary files.'],
    ],
    [],
  ],
  [
    'posts',
    'cron-syntax',
    'Cron syntax cheat sheet',
    '2025-10-29',
    ['linux', 'scheduling'],
    'Five fields and the shortcuts.',
    [
      ['The five fields', 'minute, hour, day of month, month, day of week: 30 2 * * 1 runs at 02:30 every Monday.'],
      ['Special strings', '@reboot runs once at startup; @daily is the same as 0 0 * * *.'],
    ],
    [],
  ],
  [
    'posts',
    'http-caching-headers',
    'HTTP caching headers explained',
    '2025-11-12',
    ['http', 'performance'],
    'Cache-Control, ETag and immutable assets.',
    [
      ['Cache-Control max-age', 'Cache-Control: max-age=31536000, immutable suits fingerprinted assets; HTML should use no-cache so it is revalidated.'],
      ['ETag and If-None-Match', 'The server sends an ETag; the browser sends it back in If-None-Match and gets 304 Not Modified when nothing changed.'],
    ],
    [],
  ],
  [
    'posts',
    'vim-macros',
    'Vim macros for repetitive edits',
    '2025-11-26',
    ['vim', 'editors'],
    'Record once, replay everywhere.',
    [['Recording a macro', 'qa starts recording into register a, q stops; @a replays it and @@ repeats the last one.']],
    [],
  ],
  [
    'docs',
    'getting-started',
    'Getting started',
    '2024-12-01',
    [],
    'Install the field-notes CLI and create your first notebook.',
    [
      ['Installation', 'Download the binary for your platform or run npm install -g field-notes-cli.'],
      ['Creating a notebook', 'fn init my-notes creates a notebook folder with a config.toml.'],
    ],
    [],
  ],
  [
    'docs',
    'configuration',
    'Configuration reference',
    '2024-12-01',
    [],
    'Every key in config.toml.',
    [
      ['baseURL', 'The absolute URL the notebook is published under. Links in feeds use it.'],
      ['theme', 'Name of the theme folder under themes/.'],
      ['h3:syncInterval', 'How often, in seconds, the CLI syncs the notebook. Defaults to 300.'],
      ['Environment variables', 'Any key can be overridden with an FN_ prefixed environment variable, for example FN_BASEURL.'],
    ],
    [],
  ],
  [
    'docs',
    'cli-commands',
    'CLI commands',
    '2024-12-01',
    [],
    'fn init, fn sync, fn publish.',
    [
      ['fn sync', 'Pushes local changes and pulls remote ones. --dry-run prints what would change.'],
      ['fn publish', 'Builds the notebook to public/ and uploads it. --draft includes draft notes.'],
    ],
    [],
  ],
  [
    'docs',
    'troubleshooting',
    'Troubleshooting',
    '2024-12-01',
    [],
    'Common errors and their fixes.',
    [
      ['ERR_SYNC_CONFLICT', 'Two devices changed the same note. Run fn sync --resolve to pick a version for each conflict.'],
      ['Permission denied on publish', 'The deploy token lacks write access; create a new token with the publish scope.'],
    ],
    [],
  ],
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;');
const anchor = (h) =>
  h
    .toLowerCase()
    .replace(/[^\w\- ]+/g, '')
    .replace(/ /g, '-');
const url = (p) => `/${p[0]}/${p[1]}/`;
const posts = PAGES.filter((p) => p[0] === 'posts').sort((a, b) => (a[3] < b[3] ? 1 : -1));
const docs = PAGES.filter((p) => p[0] === 'docs');
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const human = (d) => `${months[Number(d.slice(5, 7)) - 1]} ${Number(d.slice(8, 10))}, ${d.slice(0, 4)}`;
const words = (p) => p[6].reduce((n, s) => n + s[1].split(' ').length, p[5].split(' ').length);

function shell({ title, canonical, main, bodyClass = 'list', head = '' }) {
  return `<!doctype html>
<html lang="en" dir="auto">
<head><meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="viewport" content="width=device-width,initial-scale=1,shrink-to-fit=no">
<meta name="robots" content="index, follow">
<title>${title}</title>
<meta name="generator" content="Hugo 0.111.3">
<link rel="canonical" href="${SITE}${canonical}">
<link crossorigin="anonymous" href="/assets/css/stylesheet.b609c58d5c11bb90b1a54e04005d74ad1ddf22165eb79f5533967e57df9c3b50.css" rel="preload stylesheet" as="style">
<link rel="alternate" type="application/rss+xml" href="${SITE}/index.xml">
${head}</head>
<body class="${bodyClass}" id="top">
<header class="header"><nav class="nav"><div class="logo"><a href="${SITE}/" accesskey="h" title="${NAME} (Alt + H)">${NAME}</a></div>
<ul id="menu"><li><a href="${SITE}/posts/" title="Posts"><span>Posts</span></a></li><li><a href="${SITE}/docs/" title="Docs"><span>Docs</span></a></li><li><a href="${SITE}/tags/" title="Tags"><span>Tags</span></a></li><li><a href="${SITE}/search/" title="Search (Alt + /)" accesskey=/><span>Search</span></a></li></ul></nav></header>
<main class="main">
${main}
</main>
<footer class="footer"><span>&copy; 2025 <a href="${SITE}/">${NAME}</a></span> · <span>Powered by <a href="https://gohugo.io/" rel="noopener noreferrer" target="_blank">Hugo</a> &amp; <a href="https://github.com/adityatelange/hugo-PaperMod/" rel="noopener" target="_blank">PaperMod</a></span></footer>
<a href="#top" aria-label="go to top" title="Go to Top (Alt + G)" class="top-link" id="top-link" accesskey="g">↑</a>
<script>document.getElementById("theme-toggle")</script>
</body>
</html>
`;
}

function body(p) {
  return p[6]
    .map(([h, text]) => {
      const level = h.startsWith('h3:') ? 3 : 2;
      const t = h.replace(/^h3:/, '');
      const code = /[=\-{}()@]|--|\b[a-z]+_[a-z]+\b/.test(text)
        ? `\n<div class="highlight"><pre tabindex="0" class="chroma"><code class="language-text" data-lang="text"><span class="line"><span class="cl">${esc(text.split(' ').slice(0, 8).join(' '))}\n</span></span></code></pre></div>`
        : '';
      return `<h${level} id="${anchor(t)}">${esc(t)}<a hidden class="anchor" aria-hidden="true" href="#${anchor(t)}">#</a></h${level}>\n<p>${esc(text)}</p>${code}`;
    })
    .join('\n');
}

function toc(p) {
  const items = p[6]
    .map(([h]) => {
      const t = h.replace(/^h3:/, '');
      return `<li><a href="#${anchor(t)}" aria-label="${esc(t)}">${esc(t)}</a></li>`;
    })
    .join('\n');
  return `<div class="toc"><details open><summary accesskey="c" title="(Alt + C)"><span class="details">Table of Contents</span></summary><div class="inner"><ul>\n${items}\n</ul></div></details></div>`;
}

function related(p) {
  const rel = posts.filter((q) => q !== p && q[4].some((t) => p[4].includes(t))).slice(0, 3);
  if (!rel.length) return '';
  return `<aside class="related-posts"><h2>Related posts</h2><ul>${rel.map((q) => `<li><a href="${SITE}${url(q)}">${esc(q[2])}</a></li>`).join('')}</ul></aside>`;
}

function single(p) {
  const tags = p[4].map((t) => `<li><a href="${SITE}/tags/${anchor(t)}/">${esc(t)}</a></li>`).join('');
  const share = `<div class="share-buttons"><a target="_blank" rel="noopener noreferrer" aria-label="share ${esc(p[2])} on x" href="https://x.com/intent/tweet/?text=${encodeURIComponent(p[2])}&amp;url=${encodeURIComponent(SITE + url(p))}">Share on X</a> <a target="_blank" rel="noopener noreferrer" aria-label="share ${esc(p[2])} on linkedin" href="https://www.linkedin.com/shareArticle?mini=true&amp;url=${encodeURIComponent(SITE + url(p))}">Share on LinkedIn</a></div>`;
  const menu =
    p[0] === 'docs'
      ? `<nav class="docs-menu" aria-label="Docs"><ul>${docs.map((d) => `<li${d === p ? ' class="active"' : ''}><a href="${SITE}${url(d)}">${esc(d[2])}</a></li>`).join('')}</ul></nav>`
      : '';
  const crumbs = `<div class="breadcrumbs"><a href="${SITE}/">Home</a>&nbsp;»&nbsp;<a href="${SITE}/${p[0]}/">${p[0] === 'posts' ? 'Posts' : 'Docs'}</a></div>`;
  const main = `${menu}<article class="post-single">
<header class="post-header">${crumbs}
<h1 class="post-title entry-hint-parent">${esc(p[2])}</h1>
<div class="post-description">${esc(p[5])}</div>
<div class="post-meta"><span title='${p[3]} 09:00:00 +0000 UTC'>${human(p[3])}</span>&nbsp;·&nbsp;${Math.max(1, Math.round(words(p) / 200))} min&nbsp;·&nbsp;${words(p)} words&nbsp;·&nbsp;Field Notes team&nbsp;|&nbsp;<a href="https://git.example/fieldnotes/content/${p[0]}/${p[1]}.md" rel="noopener noreferrer" target="_blank">Suggest Changes</a></div>
</header>
${toc(p)}
<div class="post-content">${body(p)}</div>
<footer class="post-footer"><ul class="post-tags">${tags}</ul>
<nav class="paginav"></nav>
${share}
</footer>${related(p)}
</article>`;
  return shell({ title: `${esc(p[2])} | ${NAME}`, canonical: url(p), main, bodyClass: '' });
}

function entry(p) {
  return `<article class="post-entry"><header class="entry-header"><h2 class="entry-hint-parent">${esc(p[2])}</h2></header>
<div class="entry-content"><p>${esc(p[5])} ${esc(p[6][0][1].split(' ').slice(0, 25).join(' '))} ...</p></div>
<footer class="entry-footer"><span title='${p[3]} 09:00:00 +0000 UTC'>${human(p[3])}</span>&nbsp;·&nbsp;${Math.max(1, Math.round(words(p) / 200))} min&nbsp;·&nbsp;Field Notes team</footer>
<a class="entry-link" aria-label="post link to ${esc(p[2])}" href="${SITE}${url(p)}"></a></article>`;
}

function list(title, items, base, desc = '') {
  const per = 10;
  const n = Math.max(1, Math.ceil(items.length / per));
  const out = {};
  for (let i = 1; i <= n; i++) {
    const path = i === 1 ? base : `${base}page/${i}/`;
    const pag =
      n > 1
        ? `<footer class="page-footer"><nav class="pagination">${i > 1 ? `<a class="prev" href="${SITE}${i === 2 ? base : `${base}page/${i - 1}/`}">«&nbsp;Prev&nbsp;</a>` : ''}${i < n ? `<a class="next" href="${SITE}${base}page/${i + 1}/">Next&nbsp;&nbsp;»</a>` : ''}</nav></footer>`
        : '';
    const head = title
      ? `<header class="page-header"><div class="breadcrumbs"><a href="${SITE}/">Home</a></div><h1>${esc(title)}</h1>${desc ? `<div class="post-description">${esc(desc)}</div>` : ''}</header>`
      : `<article class="first-entry home-info"><header class="entry-header"><h1>Field Notes</h1></header><div class="entry-content">Short notes on the tools we use every day: git, containers, Linux, databases and the web.</div></article>`;
    out[path] = shell({
      title: title ? `${esc(title)} | ${NAME}` : NAME,
      canonical: path,
      main:
        head +
        items
          .slice((i - 1) * per, i * per)
          .map(entry)
          .join('\n') +
        pag,
    });
    if (i > 1) out[path] = out[path].replace('<meta name="robots" content="index, follow">', '<meta name="robots" content="index, follow">');
  }
  return out;
}

function alias(from, to) {
  return `<!DOCTYPE html><html lang="en"><head><title>${SITE}${to}</title><link rel="canonical" href="${SITE}${to}"><meta name="robots" content="noindex"><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${SITE}${to}"></head></html>\n`;
}

export function generate(out) {
  rmSync(out, { recursive: true, force: true });
  const files = {};
  const put = (o) => {
    for (const [k, v] of Object.entries(o)) files[`${k}index.html`] = v;
  };
  for (const p of PAGES) {
    files[`${url(p)}index.html`] = single(p);
    for (const a of p[7]) files[`${a}index.html`] = alias(a, url(p));
  }
  put(list('', posts, '/'));
  put(list('Posts', posts, '/posts/'));
  put(list('Docs', docs, '/docs/', 'Documentation for the field-notes CLI.'));
  const tags = [...new Set(posts.flatMap((p) => p[4]))].sort();
  for (const t of tags)
    put(
      list(
        t,
        posts.filter((p) => p[4].includes(t)),
        `/tags/${anchor(t)}/`,
      ),
    );
  files['/tags/index.html'] = shell({
    title: `Tags | ${NAME}`,
    canonical: '/tags/',
    main: `<header class="page-header"><h1>Tags</h1></header><ul class="terms-tags">${tags.map((t) => `<li><a href="${SITE}/tags/${anchor(t)}/">${esc(t)} <sup><strong><sup>${posts.filter((p) => p[4].includes(t)).length}</sup></strong></sup></a></li>`).join('')}</ul>`,
  });
  files['/archives/index.html'] = shell({
    title: `Archive | ${NAME}`,
    canonical: '/archives/',
    main: `<header class="page-header"><h1>Archive</h1></header>${['2025'].map((y) => `<div class="archive-year"><h2 class="archive-year-header">${y}<sup class="archive-count">&nbsp;${posts.length}</sup></h2>${posts.map((p) => `<div class="archive-entry"><h3 class="archive-entry-title entry-hint-parent">${esc(p[2])}</h3><div class="archive-meta"><span title='${p[3]}'>${human(p[3])}</span></div><a class="entry-link" aria-label="post link to ${esc(p[2])}" href="${SITE}${url(p)}"></a></div>`).join('')}</div>`).join('')}`,
  });
  files['/search/index.html'] = shell({
    title: `Search | ${NAME}`,
    canonical: '/search/',
    main: '<header class="page-header"><h1>Search&nbsp;<svg xmlns="http://www.w3.org/2000/svg" width="28" height="28" viewBox="0 0 24 24"><circle cx="11" cy="11" r="8"/></svg></h1></header><div id="searchbox"><input id="searchInput" autofocus placeholder="Search ↵" aria-label="search" type="search" autocomplete="off"><ul id="searchResults" aria-label="search results"></ul></div>',
  });
  files['/404.html'] = shell({ title: `404 Page not found | ${NAME}`, canonical: '/404.html', main: '<div class="not-found">404</div>' });
  for (const [k, v] of Object.entries(files)) {
    const f = join(out, k);
    mkdirSync(join(f, '..'), { recursive: true });
    writeFileSync(f, v);
  }
  return Object.keys(files).length;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const out = process.argv[2] ?? 'bench/.out/corpora/hugo';
  console.log(`${generate(out)} files written to ${out}`);
}
