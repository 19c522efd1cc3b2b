// @ts-check
/** The bench's Markdown: one table per concern, figures rounded for reading (bench.json keeps them whole). */

const kib = (/** @type {number | null | undefined} */ bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));
const fixed = (/** @type {number | null | undefined} */ n, digits = 0) => (n == null ? '–' : n.toFixed(digits));

function table(/** @type {string[]} */ head, /** @type {Array<Array<string | number>>} */ rows) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** @param {any} sizes */
function sizesSection(sizes) {
  const rows = Object.entries(sizes.remotes).map(([name, s]) => {
    const exposes = Object.entries(/** @type {any} */ (s).exposes)
      .map(([expose, bytes]) => `${expose} ${kib(/** @type {number} */ (bytes))}`)
      .join(', ');
    return [name, kib(/** @type {any} */ (s).remoteEntry), exposes, kib(/** @type {any} */ (s).federatedTotal)];
  });
  const lines = [
    '## Bundle sizes (KiB gzip, from each dist)',
    '',
    table(['remote', 'remoteEntry.js', 'exposed modules (chunks needed at once)', 'federated total'], rows),
    '',
    `Shell: main.js ${kib(sizes.shell?.mainJs)} KiB, all JS ${kib(sizes.shell?.totalJs)} KiB. ` +
      `Standalone maze embed (mf-maze/dist/robot-maze.js): ${kib(sizes.mazeEmbed)} KiB.`,
    '',
    '"federated total" is remoteEntry + every exposed module + every shared fallback the manifest names: the most the shell could fetch from that remote.',
  ];
  if (sizes.missing.length) lines.push('', `Missing build output: ${sizes.missing.join(', ')}.`);
  return lines.join('\n');
}

/** @param {any[]} checks */
function budgetSection(checks) {
  const broken = checks.filter((c) => !c.ok);
  const value = (/** @type {number | null} */ n) => (n === null ? 'not measured' : String(Number(n.toFixed(3))));
  return [
    `## Budgets (shared/tooling/bench/budgets.json): ${broken.length ? `${broken.length} broken of ${checks.length}` : `all ${checks.length} met`}`,
    '',
    table(
      ['budget', 'measured', 'limit', ''],
      checks.map((c) => [c.name, value(c.actual), c.limit, c.ok ? 'ok' : '**BROKEN**']),
    ),
  ].join('\n');
}

/** @param {any} report */
function renderMarkdown(report) {
  const parts = [`# Bench ${report.date} (${report.mode})`];
  if (report.mode === 'full') {
    const m = report.machine;
    parts.push(
      `Machine: ${m.cpus} CPUs, Node ${m.node}, load average ${m.loadAverage.map((/** @type {number} */ n) => n.toFixed(1)).join(' / ')} at the end. ` +
        `Lighthouse 12 mobile (default emulation and throttling), median of ${report.options.runs} run(s) per route.` +
        (report.siteRestarts
          ? ` The site was restarted ${report.siteRestarts} time(s) because a package was rebuilt during the bench.`
          : ''),
    );
    parts.push(
      [
        '## Routes',
        '',
        table(
          [
            'route',
            'JS req before content',
            'JS KiB before content',
            'KiB before content',
            'total KiB (requests)',
            'depth (initiators)',
            'depth (+ data)',
            'perf',
            'a11y',
            'best pr.',
            'SEO',
            'LCP ms',
            'TBT ms',
            'CLS',
          ],
          report.routes.map((/** @type {any} */ r) => {
            const l = r.load;
            const h = r.lighthouse;
            return [
              `\`${r.path}\``,
              l ? l.jsRequestsBeforeContent : 'error',
              l ? l.jsKiBBeforeContent.toFixed(1) : '–',
              l ? l.kiBBeforeContent.toFixed(1) : '–',
              l ? `${l.totalKiB.toFixed(1)} (${l.totalRequests})` : '–',
              l ? l.chainDepth : '–',
              l ? l.dataDepth : '–',
              h ? fixed(h.performance) : 'error',
              h ? fixed(h.accessibility) : '–',
              h ? fixed(h.bestPractices) : '–',
              h ? fixed(h.seo) : '–',
              h ? fixed(h.lcpMs) : '–',
              h ? fixed(h.tbtMs) : '–',
              h ? fixed(h.cls, 3) : '–',
            ];
          }),
        ),
        '',
        'Sizes are encoded transfer sizes (brotli or gzip, as the server sent them) from CDP `Network.loadingFinished`, counted until `main h1` is visible at 375×812 in a fresh context. ' +
          'Depth (initiators): 1 for the document, else 1 + the depth of the request whose script or document started it (CDP `Network.requestWillBeSent` initiators), the maximum over requests finished before the content showed. ' +
          "The federation runtime sits in the shell's main.js, so CDP credits site-config, manifests and remote chunks all to it, and the remote files the HTML preloads to the document: this figure undercounts. " +
          'Depth (+ data) also makes every finished Fetch/XHR (site-config.json, mf-manifest.json) a parent of each request sent after it: the sequential round trips a phone waits for.',
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
      (/** @type {any} */ r) => r.loadError || r.lighthouseError || (r.lighthouse && Object.keys(r.lighthouse.losingAudits).length),
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
            for (const [category, audits] of Object.entries(r.lighthouse?.losingAudits ?? {}))
              lines.push(`  - ${category}: ${/** @type {string[]} */ (audits).join('; ')}`);
            const c = r.lighthouse?.culprits;
            if (c && r.lighthouse.losingAudits.performance) {
              if (c.layoutShifts.length) lines.push(`  - shifted: ${c.layoutShifts.join('; ')}`);
              if (c.lcpElement.length) lines.push(`  - LCP element: \`${c.lcpElement[0]}\``);
              if (c.busiestScripts.length) lines.push(`  - main-thread time: ${c.busiestScripts.join('; ')}`);
            }
            if (r.lighthouse?.samples)
              lines.push(
                `  - runs (perf / load average): ${r.lighthouse.samples.map((/** @type {any} */ s) => `${s.performance} / ${s.loadAverage1m}`).join(', ')}`,
              );
            return lines.join('\n');
          }),
        ].join('\n'),
      );
    }
  }
  parts.push(sizesSection(report.sizes));
  if (report.load) {
    parts.push(
      [
        `## Load (autocannon, loopback, ${report.options.connections} connections, ${report.options.loadSeconds} s each)`,
        '',
        table(
          ['target', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'statuses', '429s', 'errors'],
          report.load.map((/** @type {any} */ t) =>
            t.error
              ? [t.name, 'error', '–', '–', '–', t.error, '–', '–']
              : [
                  t.name,
                  Math.round(t.requestsPerSecond),
                  t.p50Ms,
                  t.p99Ms,
                  t.totalRequests,
                  Object.entries(t.statuses)
                    .map(([c, n]) => `${c}: ${n}`)
                    .join(', '),
                  t.rateLimited,
                  t.errors + t.timeouts,
                ],
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
