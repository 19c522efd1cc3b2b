// @ts-check
/**
 * The bench's Markdown: first one summary table (every figure, its budget and verdict), then one table
 * per concern, figures rounded for reading (bench.json keeps them whole).
 */
const { summaryRows, marked } = require('./summary.cjs');
const { byLanguage } = require('./languages.cjs');
const { slowMemoryWarning } = require('./machine.cjs');

const kib = (/** @type {number | null | undefined} */ bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));
const fixed = (/** @type {number | null | undefined} */ n, digits = 0) => (n == null ? '–' : n.toFixed(digits));

function table(/** @type {string[]} */ head, /** @type {Array<Array<string | number>>} */ rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/**
 * The cells every load result fills (load.cjs `hammer`, wrk): req/s, p50 ms, p99 ms, requests, statuses.
 * @param {any} t
 */
function hammered(t) {
  const statuses = Object.entries(t.statuses)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');
  return [Math.round(t.requestsPerSecond), t.p50Ms, t.p99Ms, t.totalRequests, statuses];
}

/** @param {any} sizes @param {any[]} checks the report's budget checks */
function sizesSection(sizes, checks) {
  const rows = Object.entries(sizes.remotes).map(([name, s]) => {
    const exposes = Object.entries(/** @type {any} */ (s).exposes)
      .map(([expose, bytes]) => `${expose} ${kib(/** @type {number} */ (bytes))}`)
      .join(', ');
    const languages = /** @type {any} */ (s).languages ?? {};
    return [
      name,
      kib(/** @type {any} */ (s).remoteEntry),
      exposes,
      kib(/** @type {any} */ (s).federatedTotal),
      kib(languages.hi),
      kib(languages.gu),
    ];
  });
  const lines = [
    '## Bundle sizes (KiB gzip, from each dist)',
    '',
    table(
      [
        'remote',
        'remoteEntry.js',
        'exposed modules (chunks needed at once)',
        'federated total (English)',
        'Hindi chunks',
        'Gujarati chunks',
      ],
      rows,
    ),
    '',
    `Shell: main.js ${kib(sizes.shell?.mainJs)} KiB, all JS ${kib(sizes.shell?.totalJs)} KiB. ` +
      `Standalone maze embed (mf-maze/dist/robot-maze.js): ${kib(sizes.mazeEmbed)} KiB.`,
    '',
    '"federated total" is remoteEntry + every exposed module + every shared fallback the manifest names: the most the shell could fetch from that remote.',
  ];
  if (sizes.missing.length) lines.push('', `Missing build output: ${sizes.missing.join(', ')}.`);
  if (sizes.i18n) lines.push('', i18nSection(sizes.i18n, checks));
  return lines.join('\n');
}

/**
 * Issue 39: what i18n adds to each English page chunk and to main.js (i18n-bytes.cjs), each beside its
 * budget (checkI18nBudgets): a row over it says by how much.
 * @param {import('./i18n-bytes.cjs').I18nBytes} i18n @param {any[]} checks
 */
function i18nSection(i18n, checks) {
  const k2 = (/** @type {number | null | undefined} */ bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(2));
  const rows = i18n.chunks.map((chunk) => {
    const check = checks.find((c) => c.chunk === chunk.name);
    const verdict = !check
      ? '–'
      : check.ok
        ? 'ok'
        : check.actual === null
          ? `**not measured**: ${chunk.problems.join('; ')}`
          : `**over by ${(check.over ?? 0).toFixed(2)}**`;
    const p = chunk.parts;
    return [
      chunk.name,
      k2(chunk.totalBytes),
      k2(chunk.i18nBytes),
      k2(p?.catalogs),
      k2(p?.runtime),
      k2(p?.format),
      k2(p?.loader),
      k2(p?.other),
      check ? check.limit : '–',
      verdict,
    ];
  });
  const lines = [
    '### i18n in each English page chunk and main.js (KiB gzip, issue 39)',
    '',
    table(
      [
        'chunk',
        'total',
        'i18n',
        'catalogs',
        'reader and runtime',
        'dates and numbers',
        'translated-data loader',
        'other code',
        'budget (i18n)',
        '',
      ],
      rows,
    ),
    '',
    "A page chunk is the module's `sync` chunks in its remote's mf-manifest.json (a chunk shared by several pages counts for each); the shell's row is main.js. " +
      "Each file's gzip (level 9) is split between kinds of code in proportion to the gzip of each kind's generated code, found through the hidden source maps of each package's dist-maps/ (a mapping's code runs to the next mapping), so a row's parts add up to its total. " +
      "Catalogs: every `…/locales/…` file (compiled English messages). Reader and runtime: shared/i18n (but grouping.ts and numbers.ts, which with mf-content's src/lib/dates.ts are the dates and numbers), shared/contracts locale.ts, Lingui, each package's src/i18n.ts(x), mf-content's src/lib/messages.ts, the `words.ts` glue, shared/ui/forms/messages.ts. " +
      'Translated-data loader: src/data/translations.ts. i18n = catalogs + reader and runtime + format + loader.',
  ];
  if (i18n.notBuilt.length) lines.push('', `Not built, so not measured: ${i18n.notBuilt.join(', ')}.`);
  return lines.join('\n');
}

/** The shell's pages: as served, a cached one under load, the heaviest rendered afresh. @param {any} server @param {any} options */
function serverSection(server, options) {
  const u = server.uncached ?? {};
  const ms = (/** @type {number | null | undefined} */ n) => (n == null ? '–' : n.toFixed(1));
  return [
    "## The shell's pages (as served, before any script)",
    '',
    table(
      ['route', 'status', 'HTML KiB (decoded)', 'encoding', 'render ms (Server-Timing)', 'response ms'],
      Object.entries(server.pages ?? {}).map(([route, p]) => [
        `\`${route}\`${route === server.heaviest ? ' (heaviest)' : ''}`,
        /** @type {any} */ (p).error ? `error: ${/** @type {any} */ (p).error}` : /** @type {any} */ (p).status,
        kib(/** @type {any} */ (p).bytes),
        /** @type {any} */ (p).encoding ?? 'none',
        ms(/** @type {any} */ (p).renderMs),
        ms(/** @type {any} */ (p).ms),
      ]),
    ),
    '',
    table(
      ['cached page', 'connections', 'seconds', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'statuses', 'errors', 'server CPU µs a request'],
      (server.cachedPages ?? []).flatMap((/** @type {any} */ t) =>
        t.error
          ? [[`\`${t.route}\``, t.connections ?? options.pageConnections, '–', 'error', '–', '–', '–', t.error, '–', '–']]
          : [
              [
                `\`${t.route}\``,
                t.connections,
                t.seconds,
                ...hammered(t),
                t.errors + t.timeouts,
                t.cpuMicrosPerRequest == null ? 'not read' : t.cpuMicrosPerRequest.toFixed(1),
              ],
              ...(t.ceiling
                ? [
                    [
                      `\`${t.route}\`'s bytes from a bare Node server`,
                      t.connections,
                      t.seconds,
                      ...hammered(t.ceiling),
                      t.ceiling.errors + t.ceiling.timeouts,
                      '–',
                    ],
                  ]
                : []),
            ],
      ),
    ),
    '',
    "Load by wrk (one thread) after 2 s of load that is not counted. The bare Node server sends the page exactly as the shell sent it and does nothing else: what the load generator allows on this machine. Server CPU µs a request: the shell process's CPU seconds (its /metrics) over the requests of the cheapest of the page's four runs, taken in turns with the other pages'; recorded beside the languages' requests/s against `/`, not budgeted (decision 081).",
    '',
    u.error
      ? `Uncached render of \`${u.route}\`: failed: ${u.error}`
      : `Uncached render of \`${u.route}\` (a second shell server with SSR_CACHE_ENTRIES=0, ${u.requests} requests one after another): ` +
        (u.reported
          ? `render ${ms(u.renderMs)} ms median (max ${ms(u.renderMaxMs)}), reported on ${u.reportedOn} of ${u.requests}`
          : `render timing: not reported by this server${u.note ? ` (${u.note})` : ''}`) +
        (u.responseMs != null
          ? `; response ${ms(u.responseMs)} ms median as seen by the bench, statuses ${JSON.stringify(u.statuses)}.`
          : '.'),
  ].join('\n');
}

/** Issue 41's cluster (bench-cluster.cjs): the store runs, the map changes and the kill's runs. @param {any} cluster */
function clusterSection(cluster) {
  if (cluster.error) return `## Cluster (nginx, two shell servers, PostgreSQL, Redis)\n\nNot measured: ${cluster.error}.`;
  return [
    '## Cluster (nginx, two shell servers, PostgreSQL, Redis)',
    '',
    `One shell server on each store, \`${cluster.page}\` cached, ${cluster.connections} connections, ${cluster.seconds} s a run after 2 s not counted, one after the other in one sitting:`,
    '',
    table(
      ['store', 'req/s', 'p99 ms', 'statuses'],
      cluster.stores.runs.map((/** @type {any} */ r) => [
        r.store,
        Math.round(r.requestsPerSecond),
        r.p99Ms,
        Object.entries(r.statuses)
          .map(([code, n]) => `${code}: ${n}`)
          .join(', '),
      ]),
    ),
    '',
    `Version map changed ${cluster.mapChange.changes} times (mf_maze promoted to one released version, then the other), each timed from the start of the promote to the moment both shell servers logged the new map: ` +
      `p50 ${fixed(cluster.mapChange.p50Ms)} ms, p99 ${fixed(cluster.mapChange.p99Ms)} ms, max ${fixed(cluster.mapChange.maxMs)} ms; the promote itself took ${fixed(cluster.mapChange.promoteP50Ms)} ms at the median.`,
    '',
    `Shell server 1 killed (SIGKILL) ${fixed(cluster.kill.killedAtMs)} ms into back-to-back one-second wrk runs through nginx (${cluster.connections} connections): ${cluster.kill.requests} GETs, ${cluster.kill.failedGets} failed; ` +
      `p99 outside the second of the kill ${cluster.kill.p99OutsideMs ?? '–'} ms (the largest p99 of the ${cluster.kill.runsOutside} runs that do not touch it).`,
    '',
    table(
      ['run starts at ms', 'requests', 'p99 ms', 'failed'],
      cluster.kill.segments.map((/** @type {any} */ s) => [s.startMs, s.requests, s.p99Ms, s.failed]),
    ),
  ].join('\n');
}

/** @param {any[]} checks */
function budgetSection(checks) {
  const broken = checks.filter((c) => !c.ok);
  const counted = checks.filter((c) => !c.skipped).length;
  const value = (/** @type {number | null} */ n) => (n === null ? 'not measured' : String(Number(n.toFixed(3))));
  return [
    `## Budgets (shared/tooling/bench/budgets.json): ${broken.length ? `${broken.length} broken of ${counted}` : `all ${counted} met`}`,
    '',
    table(
      ['budget', 'measured', 'limit', ''],
      checks.map((c) => [c.name, c.skipped ? c.skipped : value(c.actual), c.limit, c.skipped ? 'not checked' : c.ok ? 'ok' : '**BROKEN**']),
    ),
  ].join('\n');
}

/** @param {any} report */
function renderMarkdown(report) {
  const parts = [`# Bench ${report.date} (${report.mode})`];
  if (report.mode === 'full') {
    const m = report.machine;
    parts.push(
      `Machine: ${m.cpus} CPUs, Node ${m.node}${m.browser ? `, ${m.browser}` : ''}${m.pageFaultUs === undefined ? '' : `, a page fault ${m.pageFaultUs} µs`}, ` +
        `load average ${m.loadAverage.map((/** @type {number} */ n) => n.toFixed(1)).join(' / ')} at the end. ` +
        `Lighthouse 12 mobile (default emulation and throttling), median of ${report.options.runs} run(s) per route and as many of its no-script floor.` +
        (report.durationS ? ` Run time ${Math.floor(report.durationS / 60)} min ${report.durationS % 60} s` : '') +
        (report.phasesS
          ? ` (${Object.entries(report.phasesS)
              .map(([phase, s]) => `${phase} ${s} s`)
              .join(', ')}).`
          : report.durationS
            ? '.'
            : '') +
        (report.siteRestarts
          ? ` The site was restarted ${report.siteRestarts} time(s): a package was rebuilt, or the site stopped answering, during the bench.`
          : ''),
    );
    const slowMemory = slowMemoryWarning(m.pageFaultUs);
    if (slowMemory) parts.push(`**${slowMemory}**`);
    parts.push(['## Summary', '', table(['figure', 'measured', 'budget', 'verdict'], summaryRows(report))].join('\n'));
    const checks = /** @type {any[]} */ (report.budgets);
    const groups = byLanguage(/** @type {any[]} */ (report.routes), (r) => r.path);
    parts.push(
      [
        ...groups.flatMap((group) => [
          `## Routes${groups.length > 1 || group.language !== 'en' ? ` in ${group.name}` : ''} (✗: a budget broken on that route)`,
          '',
          table(
            [
              'route',
              'JS req before content',
              'JS KiB before content',
              'JS needed before content',
              'KiB before content',
              'total KiB (requests)',
              'depth (initiators)',
              'depth (+ data)',
              'perf',
              'a11y',
              'best pr.',
              'SEO',
              'FCP ms',
              'LCP ms',
              'floor LCP ms',
              'LCP / floor',
              'TBT ms',
              'CLS',
              'font KiB',
              'dead window ms',
            ],
            group.items.map((/** @type {any} */ r) => {
              const l = r.load;
              const h = r.lighthouse;
              const f = h?.floor;
              const mark = (/** @type {string} */ figure, /** @type {string} */ text) => marked(checks, r.path, figure, text);
              return [
                `\`${r.path}\``,
                l ? l.jsRequestsBeforeContent : 'error',
                l ? mark('firstLoadJsKiB', l.jsKiBBeforeContent.toFixed(1)) : '–',
                mark('jsNeededBeforeContentKiB', r.jsNeededKiB == null ? '–' : r.jsNeededKiB.toFixed(1)),
                l ? l.kiBBeforeContent.toFixed(1) : '–',
                l ? `${l.totalKiB.toFixed(1)} (${l.totalRequests})` : '–',
                l ? l.chainDepth : '–',
                l ? l.dataDepth : '–',
                h ? mark('performance', fixed(h.performance)) : 'error',
                h ? mark('accessibility', fixed(h.accessibility)) : '–',
                h ? mark('bestPractices', fixed(h.bestPractices)) : '–',
                h ? mark('seo', fixed(h.seo)) : '–',
                h ? fixed(h.fcpMs) : '–',
                h ? mark('lcpMs', fixed(h.lcpMs)) : '–',
                f && !f.error ? fixed(f.lcpMs) : 'error',
                h && f?.lcpMs ? mark('lcpMsOverFloor', (h.lcpMs / f.lcpMs).toFixed(2)) : mark('lcpMsOverFloor', '–'),
                h ? mark('tbtMs', fixed(h.tbtMs)) : '–',
                h ? mark('cls', fixed(h.cls, 3)) : '–',
                l ? mark('fontKiB', fixed(l.fontKiB, 1)) : '–',
                mark('dead window', fixed(report.interactivity?.deadWindow?.[r.path]?.deadWindowMs)),
              ];
            }),
          ),
          '',
        ]),
        'Sizes are encoded transfer sizes (brotli or gzip, as the server sent them) from CDP `Network.loadingFinished`, counted until `main h1` is visible at 375×812 in a fresh context. ' +
          'Depth (initiators): 1 for the document, else 1 + the depth of the request whose script or document started it (CDP `Network.requestWillBeSent` initiators), the maximum over requests finished before the content showed. ' +
          "The federation runtime sits in the shell's main.js, so CDP credits site-config, manifests and remote chunks all to it, and the remote files the HTML preloads to the document: this figure undercounts. " +
          'Depth (+ data) also makes every finished Fetch/XHR (site-config.json, mf-manifest.json) a parent of each request sent after it: the sequential round trips a phone waits for. ' +
          "JS needed before content: 0 when the route's heading (its `<h1>`) and first paragraph are in the HTML as the server sends it, else all of the JS before content. " +
          'The floor is the same page, rendered by the site in Chromium and served as plain HTML with all its CSS in one `<style>` and no script (floor.cjs), measured by Lighthouse in the same runs: the LCP server composition can reach (results/floors/ keeps the HTML of each floor).',
        '',
        'Font KiB: every web-font response of the visit (until the network is idle), as transferred. Dead window: see interactivity.cjs (median of the runs on the throttled phone).',
        '',
        'Deepest chain (+ data) per route, and JS KiB before content by port:',
        '',
        ...report.routes
          .filter((/** @type {any} */ r) => r.load)
          .map(
            (/** @type {any} */ r) =>
              `- \`${r.path}\`: ${r.load.dataChain.join(' → ')} (JS ${Object.entries(r.load.jsKiBByPort)
                .map(([port, k]) => `:${port} ${/** @type {number} */ (k).toFixed(1)}`)
                .join(', ')})`,
          ),
      ].join('\n'),
    );
    const problems = report.routes.filter(
      (/** @type {any} */ r) =>
        r.loadError || r.lighthouseError || r.floorError || (r.lighthouse && Object.keys(r.lighthouse.losingAudits).length),
    );
    if (problems.length) {
      parts.push(
        [
          '## What costs points (audits below 1 in the median-performance run)',
          '',
          ...problems.map((/** @type {any} */ r) => {
            const lines = [`- \`${r.path}\``];
            if (r.loadError) lines.push(`  - page load failed: ${r.loadError}`);
            if (r.lighthouseError) lines.push(`  - Lighthouse failed: ${r.lighthouseError}`);
            if (r.floorError) lines.push(`  - the no-script floor failed: ${r.floorError}`);
            for (const [category, audits] of Object.entries(r.lighthouse?.losingAudits ?? {}))
              lines.push(`  - ${category}: ${/** @type {string[]} */ (audits).join('; ')}`);
            const c = r.lighthouse?.culprits;
            if (c && r.lighthouse.losingAudits.performance) {
              if (c.layoutShifts.length) lines.push(`  - shifted: ${c.layoutShifts.join('; ')}`);
              if (c.lcpElement.length) lines.push(`  - LCP element: \`${c.lcpElement[0]}\``);
              if (c.busiestScripts.length) lines.push(`  - main-thread time: ${c.busiestScripts.join('; ')}`);
            }
            if (r.lighthouse?.samples) {
              const floorRuns = r.lighthouse.floor?.samples ?? [];
              lines.push(
                `  - runs (perf / LCP ms / TBT ms, then the floor's perf / LCP ms / TBT ms, load average, seconds page+floor): ${r.lighthouse.samples
                  .map(
                    (/** @type {any} */ s, /** @type {number} */ i) =>
                      `${s.performance} / ${fixed(s.lcpMs)} / ${fixed(s.tbtMs)}, floor ${floorRuns[i]?.performance ?? '–'} / ${fixed(floorRuns[i]?.lcpMs)} / ${fixed(floorRuns[i]?.tbtMs)}, ${s.loadAverage1m}, ${s.seconds ?? '?'}+${floorRuns[i]?.seconds ?? '–'} s`,
                  )
                  .join(', ')}`,
              );
            }
            return lines.join('\n');
          }),
        ].join('\n'),
      );
    }
  }
  if (report.server) parts.push(serverSection(report.server, report.options));
  if (report.sizes) parts.push(sizesSection(report.sizes, report.budgets ?? []));
  if (report.mode === 'cluster-only')
    parts.push(['## Summary', '', table(['figure', 'measured', 'budget', 'verdict'], summaryRows(report))].join('\n'));
  if (report.cluster) parts.push(clusterSection(report.cluster));
  if (report.load) {
    parts.push(
      [
        `## Load (wrk, loopback, ${report.options.connections} connections, ${report.options.loadSeconds} s each)`,
        '',
        table(
          ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'statuses', '429s', 'errors'],
          report.load.map((/** @type {any} */ t) =>
            t.error ? [t.name, 'error', '–', '–', '–', t.error, '–', '–'] : [t.name, ...hammered(t), t.rateLimited, t.errors + t.timeouts],
          ),
        ),
        '',
        'The gateway runs with CHAT_RATE_LIMIT raised for the bench (production default: 30 a minute per client), so the figure is its own throughput.',
      ].join('\n'),
    );
  }
  parts.push(budgetSection(report.budgets));
  return `${parts.join('\n\n')}\n`;
}

module.exports = { renderMarkdown };
